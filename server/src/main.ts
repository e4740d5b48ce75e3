import { createApp } from './app.setup';
import { createLogger } from './common/logging/logger';
import { ConfigError, loadConfig } from './config/app-config';
import { EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres';
import { SeedService } from './database/seed/seed.service';

async function bootstrap() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir + '/pglite');
    config = { ...config, databaseUrl: embedded.url };
  }
  const app = await createApp(config, logger);
  await app.listen(config.port, config.host);

  // Ctrl-C or SIGTERM: stop taking requests, let the pool and PGlite close, then exit.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await embedded?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const url = `http://localhost:${config.port}`;
  const lines = [``, `  Soutache shop is running at ${url}`, `  Database: ${embedded ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`];
  const demoAdmin = app.get(SeedService).demoAdmin;
  if (demoAdmin) {
    lines.push(`  Demo admin (shown once, on first start): ${demoAdmin.email} / ${demoAdmin.password}`);
  }
  if (config.graphiql) lines.push(`  GraphiQL: ${url}/graphql`);
  console.log(lines.join('\n') + '\n');
}

void bootstrap();
