import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { print } from 'graphql';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../../server/src/app.setup';
import { createLogger } from '../../server/src/common/logging/logger';
import { loadConfig } from '../../server/src/config/app-config';
import { createScratchDatabase } from '../../server/src/database/scratch-database';
import { contractViolations, recordAnswers } from './contract';
import { TEMPLATE_ENV } from './database-template';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  /** Every JSON log line the app wrote. */
  logs: string[];
  /** The folder served at /uploads. */
  uploadDir: string;
  /** Runs SQL on the app's own database (test setup and assertions only). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Boots the real server (the same createApp as main.ts) on a fresh database built by the migrations.
 * Rate limits are raised and the overload check is off unless a test passes its own; `env` overrides any setting; `extraModules`
 * join the app (throwaway fixtures).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  extraModules: Type[] = [],
  options: {
    /** The address the app is given for its database (e.g. through a proxy a test can cut). */ appDatabaseUrl?: (
      url: string,
    ) => string;
  } = {},
): Promise<TestApp> {
  // A fresh database per test file, copied from the run's migrated template (jest globalSetup): a new
  // database on DATABASE_URL's server, or an in-memory PGlite loaded from the template's dump.
  const template = process.env[TEMPLATE_ENV] ? JSON.parse(process.env[TEMPLATE_ENV]) : undefined;
  const database = await createScratchDatabase(process.env.DATABASE_URL, 'soutache_test', template);
  const dataDir = mkdtempSync(join(tmpdir(), 'soutache-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    RATE_LIMIT_GLOBAL: '100000',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_RENDERS: '100000',
    RATE_LIMIT_COMMENTS: '100000',
    RATE_LIMIT_PASSWORD_RESET: '100000',
    RATE_LIMIT_ENQUIRIES: '100000',
    RATE_LIMIT_UNVERIFIED_RECIPIENT: '100000',
    LOGIN_DELAY_BASE_MS: '0',
    // Off: a loaded test machine's stall (a module compiled on first use) would turn a test's request away.
    EVENT_LOOP_LIMIT_MS: '0',
    CORS_ORIGINS: 'http://shop.test',
    ...env,
    DATABASE_URL: options.appDatabaseUrl ? options.appDatabaseUrl(database.url) : database.url,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await createApp(config, createLogger(env.LOG_LEVEL ?? 'info', sink), extraModules);
  // Every REST answer of every test is checked against the OpenAPI document when the file is done.
  const answers = recordAnswers(app);
  await app.init();
  const sqlClient = new Client({ connectionString: database.url });
  await sqlClient.connect();
  return {
    app,
    http: app.getHttpServer(),
    logs,
    uploadDir: config.uploadDir,
    sql: async (text, params) => (await sqlClient.query(text, params)).rows,
    async close() {
      const violations = contractViolations(app, answers);
      await sqlClient.end();
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (violations.length)
        throw new Error(`REST answers the OpenAPI document does not describe:\n${violations.join('\n')}`);
    },
  };
}

export interface GqlResult<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, any> }[];
  headers: Record<string, string>;
}

/**
 * A GraphQL request over HTTP, as the client sends it. Operations are the typed documents codegen
 * writes from test/e2e/*.graphql (result and variables checked by the compiler); a plain string is
 * for documents that are wrong on purpose (the protocol tests, the query cost limit).
 */
export async function gql<T = Record<string, any>, V = Record<string, unknown>>(
  t: TestApp,
  document: TypedDocumentNode<T, V> | string,
  variables?: V,
  token?: string,
): Promise<GqlResult<T>> {
  const req = request(t.http).post('/graphql').set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  const query = typeof document === 'string' ? document : print(document);
  const res = await req.send({ query, variables });
  return {
    status: res.status,
    data: res.body.data,
    errors: res.body.errors,
    headers: res.headers as Record<string, string>,
  };
}

let sequence = 0;
/** A valid, not-common password and a unique e-mail for each new test account. */
export function newAccount(name = 'Test User') {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${randomBytes(2).toString('hex')}`;
  return { name, email: `user.${unique}@shop.test`, password: `Soutache-${unique}!` };
}

export async function registerUser(t: TestApp, account = newAccount()) {
  const res = await request(t.http).post('/api/register').send(account).expect(201);
  return { ...account, id: res.body.id as number, token: res.body.token as string };
}

export async function registerAdmin(t: TestApp, account = newAccount('Shop Owner')) {
  const user = await registerUser(t, account);
  await t.sql('UPDATE users SET is_admin = true WHERE id = $1', [user.id]);
  return user;
}

/** What must never reach a client (SECURITY.md): stack traces, SQL, constraint names, paths. */
export const LEAK =
  /stacktrace|QueryFailedError|violates|constraint|invalid input syntax|node_modules|\/src\/|SELECT |INSERT |password_hash|\$argon2|Did you mean/i;
