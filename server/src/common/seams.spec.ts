import 'reflect-metadata';
import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Query, Resolver } from '@nestjs/graphql';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '../database/scratch-database';
import { pgPoolOf, RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA, stopListening } from './seams';

/** Each reach past a library's public API (seams.ts) still finds what it reaches for: an upgrade that moves one fails here. */
describe('the seams into our libraries', () => {
  it("TypeORM's PostgreSQL DataSource keeps its pg pool as driver.master", async () => {
    const database = await createScratchDatabase(process.env.DATABASE_URL, 'seams_test');
    const dataSource = new DataSource({ type: 'postgres', url: database.url });
    try {
      await dataSource.initialize();
      const pool = pgPoolOf(dataSource);
      expect(pool).toBeInstanceOf(Pool);
      expect((await pool!.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it("@nestjs/graphql's @Query writes the root type and the field's name under the keys read", () => {
    @Resolver()
    class Probe {
      @Query(() => Boolean, { name: 'probeField' })
      probe(): boolean {
        return true;
      }
    }
    const handler = Object.getOwnPropertyDescriptor(Probe.prototype, 'probe')!.value as object;
    expect(Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler)).toBe('Query');
    expect(Reflect.getMetadata(RESOLVER_NAME_METADATA, handler)).toBe('probeField');
  });

  it("Node's net.Server close, on an http.Server, stops listening and leaves an idle kept-alive connection open", async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        request({ port, host: '127.0.0.1', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    expect(await get()).toBe(200);
    let closed = false;
    stopListening(server, () => (closed = true));
    // The kept-alive connection still carries a request; a new connection is refused.
    expect(await get()).toBe(200);
    expect(server.listening).toBe(false);
    agent.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  });
});
