import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createApp } from './app.setup';
import { drain } from './common/http/drain';
import { createLogger } from './common/logging/logger';
import { terminalDestination } from './common/logging/terminal';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import {
  DatabaseInUseError,
  EmbeddedPostgres,
  keepPrivate,
  startEmbeddedPostgres,
} from './database/embedded-postgres';
import { SeedRunner } from './database/seed/seed-runner';

/** The longest a stop waits for the requests in flight (docker stop's own grace is 10 s). */
const DRAIN_LIMIT_MS = 8_000;

interface Running {
  app: NestExpressApplication;
  embedded?: EmbeddedPostgres;
}

/** The embedded database when DATABASE_URL is unset, then the app; whatever started is closed again on failure. */
async function start(config: AppConfig, logger: Logger): Promise<Running> {
  let embedded: EmbeddedPostgres | undefined;
  let app: NestExpressApplication | undefined;
  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres(`${config.dataDir}/pglite`);
      config = { ...config, databaseUrl: embedded.url };
    }
    app = await createApp(config, logger);
    await app.listen(config.port, config.host);
    return { app, embedded };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await embedded?.close().catch(() => undefined);
    throw error;
  }
}

function startFailure(error: unknown, config: AppConfig): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    return `port ${config.port} is already in use (set PORT to another one)`;
  if (error instanceof DatabaseInUseError || error instanceof ConfigError) return error.message;
  return `${(error as Error).message ?? error} (details in the log above)`;
}

function banner(config: AppConfig, running: Running): string {
  // The address visitors use (PUBLIC_URL, else this machine's), and where it listens when that differs.
  const url = config.publicUrl;
  const listening = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = [
    '',
    `  Soutache shop is running at ${url}`,
    ...(url === `http://localhost:${config.port}` && ['0.0.0.0', '::'].includes(config.host)
      ? []
      : [`  Listening on ${listening}`]),
    `  Database: ${running.embedded ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  for (const note of running.app.get(SeedRunner).notes) lines.push(`  ${note}`);
  if (config.graphiql) lines.push(`  GraphiQL: ${url}/graphql`);
  return lines.join('\n') + '\n';
}

async function bootstrap() {
  // Everything the shop writes (database, secret, mails with reset links, pictures) is its user's alone.
  process.umask(0o077);
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`The shop could not start: ${startFailure(error, {} as AppConfig)}`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel, await terminalDestination(config.production));
  // A data folder made before (by hand, by an older shop) may still be open to other accounts.
  if (!keepPrivate(config.dataDir))
    logger.warn(
      { dataDir: config.dataDir },
      'the data folder is open to other accounts and cannot be made private (not its owner?)',
    );
  let running: Running;
  try {
    running = await start(config, logger);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError) && (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
      logger.error({ err: error }, 'start failed');
    }
    console.error(`The shop could not start: ${startFailure(error, config)}`);
    process.exit(1);
  }

  // Ctrl-C or SIGTERM: stop taking connections, answer every request in flight (its connection closed
  // after it), then let the pool and PGlite close, and exit.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await drain(running.app.getHttpServer(), DRAIN_LIMIT_MS);
    await running.app.close();
    await running.embedded?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  console.log(banner(config, running));
}

void bootstrap();
