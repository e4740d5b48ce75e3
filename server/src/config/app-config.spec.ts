import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'soutache-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start in production without a JWT_SECRET, or with a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir })).toThrow('at least 32 bytes');
  });

  it('creates a random secret once in the data folder and reuses it on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      databaseUrl: undefined,
      corsOrigins: [],
      graphiql: true,
    });
    expect(config.rateLimits).toEqual({
      globalPerMinute: 120,
      loginPerMinute: 5,
      registerPer10Minutes: 5,
      commentsPerMinute: 5,
      loginDelayBaseMs: 1000,
      rendersPerMinute: 120,
      passwordResetsPerHour: 10,
      passwordResetsPerAddressPerHour: 3,
      enquiriesPerHour: 5,
      ordersPerHour: 5,
      mailsPerUnverifiedAddressPerHour: 3,
    });
  });

  it('reads the allow-list and rejects malformed numbers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: 'https://a.pl, https://b.pl ,',
      SEED_DEMO: '0',
    });
    expect(config.corsOrigins).toEqual(['https://a.pl', 'https://b.pl']);
    expect(config.seedDemo).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
  });
});
