import { existsSync } from 'node:fs';
import { loadConfig } from '../../server/src/config/app-config';

/**
 * For a test that renders pages or serves the client's files: fails at once, saying what to do, when the
 * client is not built (`npm test` builds it before the server suites), rather than let its assertions
 * silently not run.
 */
export function requireClientBuild(): void {
  if (!existsSync(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).clientServerEntry)) {
    throw new Error('These tests render pages: build the client first (npm run build)');
  }
}
