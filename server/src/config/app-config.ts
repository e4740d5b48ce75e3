import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';

/** Every setting the server reads, parsed once from the environment (docs/operations.md lists them). */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL server URL; undefined means the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  /**
   * What backups are signed with (server/src/backup/signature.ts): BACKUP_KEY, else the JWT_SECRET given in
   * the environment; never the generated DATA_DIR/jwt-secret, which an archive carries. Undefined: none.
   */
  backupKey?: { secret: string; setting: 'BACKUP_KEY' | 'JWT_SECRET' };
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  corsOrigins: string[];
  clientDist: string;
  /** The server-rendering bundle built from client/src/render/entry-server.tsx. */
  clientServerEntry: string;
  /** The shop's public address (canonical and link-preview URLs), without a trailing slash. */
  publicUrl: string;
  uploadDir: string;
  /** The S3-compatible bucket pictures are kept in (S3_BUCKET set); undefined keeps them under uploadDir. */
  s3?: S3Settings;
  /** Where browsers are sent for /uploads/* (a CDN in front of the bucket); undefined: the shop serves them. */
  publicImageBase?: string;
  imageSweep: {
    /** How often files no row points at are looked for (also once at start); 0: at start only. */
    intervalMs: number;
    /** A background uploaded ahead of the publication that uses it is kept this long unused. */
    unusedBackgroundMs: number;
  };
  /** Image uploads (catalogue administration): per file, per request, decoded pixels. */
  uploads: UploadLimits;
  logLevel: string;
  /** Redis for rate-limit counters shared between instances; undefined keeps them in memory. */
  redisUrl?: string;
  redisPrefix: string;
  /** The longest any Redis call may take (REDIS_TIMEOUT_MS): past it the instance goes on without Redis. */
  redisTimeoutMs: number;
  graphiql: boolean;
  /** The REST reference page at /api/docs: on outside production, or with API_DOCS=1. */
  apiDocs: boolean;
  trustProxy: boolean;
  /** GET /metrics: the addresses (and CIDR blocks) that may read it, and a token that opens it from anywhere. */
  metrics: { allow: string[]; token?: string };
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    uploadTimeoutMs: number;
    /** Past this event-loop delay, requests are answered 503 at once instead of queued (0: never). */
    eventLoopLimitMs: number;
  };
  /** E-mail (server/src/mail): SMTP or .eml files in the outbox folder, and the sender of the durable outbox. */
  mail: MailSettings;
  /** How often the orders' clock looks for reservations that ended or end within a day (RESERVATION_CHECK_MS). */
  reservationCheckMs: number;
  rateLimits: {
    globalPerMinute: number;
    loginPerMinute: number;
    registerPer10Minutes: number;
    /** Comments a minute per signed-in user. */
    commentsPerMinute: number;
    /** Base of the growing delay after each failed login for one client and e-mail, in ms. */
    loginDelayBaseMs: number;
    /** Pages a minute per client that the page cache could not answer (each a full render). */
    rendersPerMinute: number;
    /** Password-reset requests an hour per client, and per e-mail address. */
    passwordResetsPerHour: number;
    passwordResetsPerAddressPerHour: number;
    /** Enquiries an hour per client. */
    enquiriesPerHour: number;
    /** Orders placed an hour per client (RATE_LIMIT_ORDERS). */
    ordersPerHour: number;
    /** Mails an hour to one address the shop has not verified (an enquiry's confirmation, an e-mail change's link). */
    mailsPerUnverifiedAddressPerHour: number;
  };
}

export interface MailSettings {
  /** smtp:// or smtps:// with credentials; undefined: each mail is written as an .eml file into outboxDir. */
  smtpUrl?: string;
  /** The From of every mail, e.g. `Soutache Studio <shop@example.com>`. */
  from: string;
  /** Where the maker's mail goes (enquiries); undefined: the first admin's address. */
  makerEmail?: string;
  /** Where mails are written without SMTP_URL (DATA_DIR/outbox by default). */
  outboxDir: string;
  /** Whether this instance delivers the outbox (MAIL_SENDER=0 leaves it to the others). */
  sender: boolean;
  /** How often the outbox is looked at for due mail (a new mail is sent at once after its commit). */
  pollMs: number;
  /** How long a claimed mail is this sender's before another may try it (longer than any SMTP exchange may take). */
  leaseMs: number;
  /** Tries before a mail is given up (then logged as an error). */
  maxAttempts: number;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Garage, R2); undefined: AWS itself. */
  endpoint?: string;
  /** Undefined: the AWS SDK's own chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: what MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
  /** How long a connection to the store may take to open (S3_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** How long one call may wait for its answer, or go without a byte while it streams (S3_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** S3_PREFIX without slashes at either end ('' for none): the shop's folder in a bucket it shares. */
  prefix: string;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxPixels: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The repository root (the folder with nest-cli.json), from the sources and from the build alike. */
export function repoRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'nest-cli.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
const REPO_ROOT = repoRoot();

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/**
 * JWT_SECRET is required in production. Elsewhere a random secret is created once and kept in the
 * data folder, so tokens survive a restart of the embedded shop.
 */
function jwtSecret(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < 32) throw new ConfigError('JWT_SECRET must be at least 32 bytes');
    return given;
  }
  if (production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function backupKey(env: NodeJS.ProcessEnv): AppConfig['backupKey'] {
  const given = env.BACKUP_KEY;
  if (given) {
    if (Buffer.byteLength(given) < 32) throw new ConfigError('BACKUP_KEY must be at least 32 bytes');
    return { secret: given, setting: 'BACKUP_KEY' };
  }
  return env.JWT_SECRET ? { secret: env.JWT_SECRET, setting: 'JWT_SECRET' } : undefined;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (env.S3_ENDPOINT && !/^https?:\/\//.test(env.S3_ENDPOINT))
    throw new ConfigError('S3_ENDPOINT must be an http(s) address');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', Boolean(env.S3_ENDPOINT)),
    connectTimeoutMs: Math.max(1, int(env, 'S3_CONNECT_TIMEOUT_MS', 2000)),
    requestTimeoutMs: Math.max(1, int(env, 'S3_REQUEST_TIMEOUT_MS', 10_000)),
    prefix: s3Prefix(env.S3_PREFIX),
  };
}

/** Folder names of plain characters, none starting with a dot (the shop's own `.pending/` stays its own). */
const S3_PREFIX = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){0,9}$/;

function s3Prefix(given: string | undefined): string {
  const prefix = (given ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !S3_PREFIX.test(prefix))
    throw new ConfigError(
      'S3_PREFIX must be folder names of letters, digits, ".", "_" and "-", e.g. shop/pictures',
    );
  return prefix;
}

/** PUBLIC_IMAGE_BASE without a trailing slash: an absolute http(s) address. */
function publicImageBase(env: NodeJS.ProcessEnv): string | undefined {
  const given = env.PUBLIC_IMAGE_BASE;
  if (!given) return undefined;
  if (!/^https?:\/\/[^/]/.test(given))
    throw new ConfigError('PUBLIC_IMAGE_BASE must be an absolute http(s) address');
  return given.replace(/\/+$/, '');
}

/** PUBLIC_URL as given (an http(s) origin, optionally with a path), or this machine's address in development. */
function publicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const given = env.PUBLIC_URL;
  if (!given) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ConfigError('PUBLIC_URL must be an absolute http(s) address, e.g. https://soutache.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError('PUBLIC_URL must use http or https');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function mailSettings(env: NodeJS.ProcessEnv, dataDir: string): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://user:password@mail.example.com',
    );
  const makerEmail = env.MAKER_EMAIL || undefined;
  if (makerEmail && !/^[^@\s]+@[^@\s]+$/.test(makerEmail))
    throw new ConfigError('MAKER_EMAIL must be an e-mail address');
  return {
    smtpUrl,
    from: env.MAIL_FROM || 'Soutache Studio <no-reply@soutache.localhost>',
    makerEmail,
    outboxDir: resolve(env.MAIL_OUTBOX_DIR || join(dataDir, 'outbox')),
    sender: flag(env, 'MAIL_SENDER', true),
    pollMs: Math.max(100, int(env, 'MAIL_POLL_MS', 5_000)),
    leaseMs: Math.max(1_000, int(env, 'MAIL_LEASE_MS', 120_000)),
    maxAttempts: Math.max(1, int(env, 'MAIL_MAX_ATTEMPTS', 10)),
  };
}

function metricsAccess(env: NodeJS.ProcessEnv): AppConfig['metrics'] {
  const allow = (env.METRICS_ALLOW ?? '127.0.0.1,::1')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of allow) {
    const [address, bits] = entry.split('/');
    const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
    if (!max || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      throw new ConfigError(
        `METRICS_ALLOW: "${entry}" is not an address or an address/prefix block (e.g. 10.0.0.0/8)`,
      );
    }
  }
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return { allow, token };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || join(REPO_ROOT, 'data'));
  const port = int(env, 'PORT', 3000);
  return {
    production,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: jwtSecret(env, production, dataDir),
    backupKey: backupKey(env),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env, 'SEED_DEMO', true),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    clientDist: resolve(env.CLIENT_DIST || join(REPO_ROOT, 'client', 'dist')),
    clientServerEntry: resolve(
      env.CLIENT_SERVER_ENTRY || join(REPO_ROOT, 'client', 'dist-server', 'entry-server.js'),
    ),
    publicUrl: publicUrl(env, port),
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    s3: s3Settings(env),
    publicImageBase: publicImageBase(env),
    imageSweep: {
      intervalMs: int(env, 'IMAGE_SWEEP_INTERVAL_MS', 6 * 60 * 60 * 1000),
      unusedBackgroundMs: int(env, 'UNUSED_BACKGROUND_KEEP_MS', 24 * 60 * 60 * 1000),
    },
    uploads: {
      maxFileBytes: int(env, 'UPLOAD_MAX_FILE_BYTES', 25 * 1024 * 1024),
      maxFiles: int(env, 'UPLOAD_MAX_FILES', 20),
      maxPixels: int(env, 'UPLOAD_MAX_PIXELS', 50_000_000),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'soutache:',
    redisTimeoutMs: Math.max(1, int(env, 'REDIS_TIMEOUT_MS', 300)),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    graphiql: !production,
    apiDocs: !production || flag(env, 'API_DOCS', false),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    metrics: metricsAccess(env),
    mail: mailSettings(env, dataDir),
    reservationCheckMs: Math.max(100, int(env, 'RESERVATION_CHECK_MS', 60_000)),
    http: {
      requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 30_000),
      headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_MS', 10_000),
      keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
      uploadTimeoutMs: int(env, 'UPLOAD_TIMEOUT_MS', 60_000),
      eventLoopLimitMs: int(env, 'EVENT_LOOP_LIMIT_MS', 1000),
    },
    rateLimits: {
      globalPerMinute: int(env, 'RATE_LIMIT_GLOBAL', 120),
      loginPerMinute: int(env, 'RATE_LIMIT_LOGIN', 5),
      registerPer10Minutes: int(env, 'RATE_LIMIT_REGISTER', 5),
      commentsPerMinute: int(env, 'RATE_LIMIT_COMMENTS', 5),
      loginDelayBaseMs: int(env, 'LOGIN_DELAY_BASE_MS', 1000),
      rendersPerMinute: int(env, 'RATE_LIMIT_RENDERS', 120),
      passwordResetsPerHour: int(env, 'RATE_LIMIT_PASSWORD_RESET', 10),
      passwordResetsPerAddressPerHour: int(env, 'RATE_LIMIT_PASSWORD_RESET_ADDRESS', 3),
      enquiriesPerHour: int(env, 'RATE_LIMIT_ENQUIRIES', 5),
      ordersPerHour: int(env, 'RATE_LIMIT_ORDERS', 5),
      mailsPerUnverifiedAddressPerHour: int(env, 'RATE_LIMIT_UNVERIFIED_RECIPIENT', 3),
    },
  };
}
