import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Every place the server reaches past a library's public API, named once here so an upgrade has one
 * list to check; common/seams.spec.ts fails when a library moves one of them. (Apollo's own are in
 * graphql/, with their test; wrapping a response's `end` to see the body, as cache/shared-answers.ts
 * and common/http/compress-whole-bodies.ts do, is Node's documented stream contract, not a seam.)
 */

/**
 * TypeORM: the `pg` pool behind a PostgreSQL DataSource (`driver.master`, not a documented property),
 * for the named statements (database/named-statements.ts) and the pool's metrics (database/pool-metrics.ts).
 */
export const pgPoolOf = (dataSource: DataSource): Pool | undefined =>
  (dataSource.driver as unknown as { master?: Pool }).master;

/**
 * @nestjs/graphql: the metadata keys its @Query/@Mutation decorators write (the root type, the field's
 * name), read to find the public reads (common/http/public-reads.ts). Nest exports no constant for them.
 */
export const RESOLVER_TYPE_METADATA = 'graphql:resolver_type';
export const RESOLVER_NAME_METADATA = 'graphql:resolver_name';

/**
 * Node: stop taking connections but leave the idle kept-alive ones open (net.Server's close, called on
 * an http.Server, whose own close shuts idle connections at once), for a drain that resets no request
 * a client is sending on one (common/http/drain.ts).
 */
export const stopListening = (server: Server, closed: () => void): void => {
  NetServer.prototype.close.call(server, closed);
};
