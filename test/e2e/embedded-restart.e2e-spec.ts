import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/src/app.setup';
import { createLogger } from '../../server/src/common/logging/logger';
import { loadConfig } from '../../server/src/config/app-config';
import { startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import { newAccount } from '../support/test-app';

/** The shop as `npm start` runs it: PGlite persisted in DATA_DIR and a JWT secret kept beside it. */
async function startEmbeddedShop(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1' });
  const database = await startEmbeddedPostgres(join(dataDir, 'pglite'));
  const app = await createApp({ ...config, databaseUrl: database.url }, createLogger('silent'));
  await app.init();
  return {
    http: app.getHttpServer(),
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

// Two starts of a fresh embedded database, the first seeding the demo: minutes on a busy machine, not a speed target.
jest.setTimeout(240_000);

describe('embedded database across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every committed write, the demo admin and issued tokens after a clean stop', async () => {
    const account = newAccount('Restart');
    const first = await startEmbeddedShop(dataDir);
    const registered = await request(first.http).post('/api/register').send(account).expect(201);
    await first.stop();

    const second = await startEmbeddedShop(dataDir);
    try {
      const info = await request(second.http)
        .get('/api/info')
        .set('Authorization', `Bearer ${registered.body.token}`)
        .expect(200);
      expect(info.body.name).toBe('Restart');
      await request(second.http)
        .post('/api/login')
        .send({ email: account.email, password: account.password })
        .expect(200);
    } finally {
      await second.stop();
    }
  });
});
