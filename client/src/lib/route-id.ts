/**
 * An id from the page's address (`/jewellery/12`, `/publication/3/edit`), read once where the route
 * takes it: a positive integer in its one decimal spelling that fits the server's integer ids, as the
 * server's ParseIdPipe and GraphQL's `Int` take it; undefined for anything else.
 */
export function routeId(param: string | undefined): number | undefined {
  const id = /^[0-9]{1,10}$/.test(param ?? '') ? Number(param) : NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
