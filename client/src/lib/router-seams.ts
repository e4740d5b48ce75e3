/**
 * Every place the client reaches past React Router's public API (7.x), named once here so an upgrade has
 * one list to check; router-seams.test.tsx fails when React Router moves one of them. (Apollo Client's are
 * in render/apollo-internals.ts, with their own test.) Each stays for a reason its user gives:
 * - the data router and its state, read from their contexts: the scroll restoration of
 *   lib/use-scroll-restoration.ts (React Router's own <ScrollRestoration> is heavier than the product
 *   page's script budget allows) and whether the page is an error page (components/layout/route-head.tsx);
 * - the class of a route's error response: the server's errors arrive as plain objects and must be thrown
 *   again as the router threw them (render/start-client.tsx), as React Router's own hydration does;
 * - a history entry's state keeps fields of the shop's own beside the router's (`usr`, `key`, `idx`): the
 *   full-screen photo adds one (features/catalogue/components/gallery.tsx), so a Back from it is a step to
 *   the same page for the router.
 */
export {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router';
