import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver ships no types: the part of it used here. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface TestS3Server {
  /** The settings that point the app at it (S3_BUCKET and the rest). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, from npm) on a free local port with one empty bucket, its objects
 * in a temp folder: what the shop's bucket store talks to in the tests, as it would to MinIO or AWS.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'soutache-s3-'));
  const bucket = `pictures-${randomBytes(4).toString('hex')}`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
