import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError, pictureStoreUnavailable } from '../common/errors/app-error';
import { ConfigError, type S3Settings } from '../config/app-config';
import { assertImageKey, type ImageStore, isImageKey, PENDING, type StoredFile } from './image-store';
import { STORED_FILE_CACHE } from './image-responses';

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const contentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** What a read of a published object answers: its bytes with the headers that describe them, or why not. */
export type StoredObjectRead =
  | { status: 200 | 206; headers: Record<string, string>; body?: Readable }
  | { status: 304; headers: Record<string, string> }
  | { status: 404 }
  | { status: 416 };

/** The request headers a read passes on, so the bucket answers 206 and 304 itself. */
export interface ReadConditions {
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  /** HEAD: the headers only. */
  headOnly?: boolean;
}

const statusOf = (error: unknown) => (error as S3ServiceException)?.$metadata?.httpStatusCode;

/** The store refused the shop itself (a wrong key or secret, no right to the bucket, no such bucket). */
const REFUSED =
  /^(InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|NoSuchBucket|InvalidToken|ExpiredToken)$/;

/**
 * What a failed call means for the request that made it: the store unreachable, silent past its
 * timeouts, failing (5xx) or refusing the shop's credentials is a 503 that names the picture store
 * (never "the database"); anything else (a missing key, a bad request) is the caller's to handle.
 */
export function storeError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = statusOf(error);
  if (
    status === undefined ||
    status >= 500 ||
    status === 401 ||
    status === 403 ||
    REFUSED.test((error as Error)?.name ?? '')
  )
    return pictureStoreUnavailable();
  return error;
}

/** What the store answers a look at the bucket: `refused` is a setting to fix, `down` an outage. */
export type StoreState = 'up' | 'down' | 'refused';

/**
 * Pictures in an S3-compatible bucket (AWS, MinIO, Garage, Cloudflare R2), shared by every instance.
 * Pending objects wait under `.pending/` in the same bucket; publishing copies each to its key and
 * removes the pending one (a bucket has no rename). The shop still serves them at /uploads/ (or sends
 * the browser to PUBLIC_IMAGE_BASE), so `image_url` stays site-relative.
 */
export class S3ImageStore implements ImageStore {
  readonly client: S3Client;
  private readonly bucket: string;
  /** S3_PREFIX with its slash ('' for none): every object the shop writes, lists or removes is under it. */
  private readonly prefix: string;

  constructor(
    settings: S3Settings,
    private readonly logger?: Logger,
  ) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where the API requires them: several S3-compatible servers refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer is given up on: no call waits without end (the SDK's default).
      // One more attempt after a failure, each bounded: a call takes at most twice the two timeouts.
      requestHandler: {
        connectionTimeout: settings.connectTimeoutMs,
        requestTimeout: settings.requestTimeoutMs,
        throwOnRequestTimeout: true,
        socketTimeout: settings.requestTimeoutMs,
      },
      maxAttempts: 2,
    });
  }

  /** Every call: refused clearly (503 naming the picture store) when the store cannot serve it. */
  private async send<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw storeError(error);
    }
  }

  /** A look at the bucket (a listing under a prefix nothing has: cheap, and it needs the shop's rights): for the readiness answer and the start. */
  async state(): Promise<StoreState> {
    try {
      await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${PENDING}/ready-check/`,
          MaxKeys: 1,
        }),
      );
      return 'up';
    } catch (error) {
      const status = statusOf(error);
      return status === 401 || status === 403 || status === 404 || REFUSED.test((error as Error)?.name ?? '')
        ? 'refused'
        : 'down';
    }
  }

  /** Nest calls it as the app starts: see `verify`. */
  async onModuleInit(): Promise<void> {
    if ((await this.verify()) === 'down')
      this.logger?.warn(
        'the object store does not answer: pictures answer 503 until it does (GET /health/ready tells)',
      );
  }

  /**
   * At start: wrong credentials or a missing bucket stop the shop with the reason (a setting to fix,
   * which no waiting cures); a store that does not answer does not (an outage: pictures answer 503
   * until it is back, and /health/ready says so).
   */
  async verify(): Promise<StoreState> {
    const state = await this.state();
    if (state === 'refused') {
      throw new ConfigError(
        `the object store refused the shop: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and that the bucket "${this.bucket}" exists and may be listed, read and written with them`,
      );
    }
    return state;
  }

  async putPending(key: string, body: Buffer): Promise<void> {
    assertImageKey(key);
    await this.send(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.objectName(key, true),
          Body: body,
          ContentType: contentType(key),
        }),
      ),
    );
  }

  async publish(keys: string[]): Promise<void> {
    for (const key of keys) {
      assertImageKey(key);
      await this.send(() =>
        this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: this.objectName(key),
            CopySource: `${this.bucket}/${this.objectName(key, true)}`, // keys and the prefix are plain URL-safe segments (isImageKey)
            ContentType: contentType(key),
            // What the shop answers for them too: a CDN in front may keep them a year.
            CacheControl: STORED_FILE_CACHE,
            MetadataDirective: 'REPLACE',
          }),
        ),
      );
    }
    // The pending copies go once every key is published; one left by a failure here is swept later.
    await this.deleteObjects(keys.map((key) => this.objectName(key, true))).catch(() => undefined);
  }

  async remove(keys: string[]): Promise<void> {
    keys.forEach(assertImageKey);
    await this.deleteObjects(keys.flatMap((key) => [this.objectName(key), this.objectName(key, true)]));
  }

  async removePending(keys: string[]): Promise<void> {
    keys.forEach(assertImageKey);
    await this.deleteObjects(keys.map((key) => this.objectName(key, true)));
  }

  /** The object's name in the bucket: under S3_PREFIX, pending ones under its `.pending/`. */
  objectName(key: string, pending = false): string {
    return `${this.prefix}${pending ? `${PENDING}/` : ''}${key}`;
  }

  async has(key: string): Promise<boolean> {
    assertImageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404 || (error as Error).name === 'NotFound') return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertImageKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (
        statusOf(error) === 404 ||
        (error as Error).name === 'NoSuchKey' ||
        (error as Error).name === 'NotFound'
      )
        return undefined;
      throw storeError(error);
    }
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      // Only the shop's part of a shared bucket: what is outside S3_PREFIX is never listed, so never swept.
      const page = await this.send(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: this.prefix || undefined,
            ContinuationToken: token,
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(this.prefix) || !object.LastModified) continue;
        const name = object.Key.slice(this.prefix.length);
        const pending = name.startsWith(`${PENDING}/`);
        const key = pending ? name.slice(PENDING.length + 1) : name;
        if (isImageKey(key)) yield { key, pending, modified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Nest calls it when the app closes: the client's kept-alive connections go. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }

  /** A bucket has no folders: nothing to remove. */
  async removeEmptyFolders(): Promise<number> {
    return 0;
  }

  /** A published object for the /uploads/ route; a key that could not be one answers 404 unasked. */
  async read(key: string, conditions: ReadConditions): Promise<StoredObjectRead> {
    if (!isImageKey(key)) return { status: 404 };
    const input = {
      Bucket: this.bucket,
      Key: this.objectName(key),
      Range: conditions.range,
      IfNoneMatch: conditions.ifNoneMatch,
      IfModifiedSince:
        conditions.ifModifiedSince && !conditions.ifNoneMatch
          ? new Date(conditions.ifModifiedSince)
          : undefined,
    };
    if (input.IfModifiedSince && Number.isNaN(input.IfModifiedSince.getTime()))
      input.IfModifiedSince = undefined;
    try {
      const answer = await this.client.send(
        conditions.headOnly
          ? new HeadObjectCommand({ ...input, Range: undefined })
          : new GetObjectCommand(input),
      );
      const headers: Record<string, string> = { 'Content-Type': contentType(key), 'Accept-Ranges': 'bytes' };
      if (answer.ETag) headers.ETag = answer.ETag;
      if (answer.LastModified) headers['Last-Modified'] = answer.LastModified.toUTCString();
      if (answer.ContentLength !== undefined) headers['Content-Length'] = String(answer.ContentLength);
      const range = 'ContentRange' in answer ? answer.ContentRange : undefined;
      if (range) headers['Content-Range'] = range;
      const body = 'Body' in answer ? (answer.Body as Readable | undefined) : undefined;
      return { status: range ? 206 : 200, headers, body };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304)
        return { status: 304, headers: conditions.ifNoneMatch ? { ETag: conditions.ifNoneMatch } : {} };
      if (
        status === 404 ||
        status === 403 ||
        (error as Error).name === 'NoSuchKey' ||
        (error as Error).name === 'NotFound'
      )
        return { status: 404 };
      if (status === 416) return { status: 416 };
      throw storeError(error);
    }
  }

  private async deleteObjects(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await this.send(() =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length) throw new Error(`${failed.length} objects not removed (${failed[0].Code})`);
    }
  }
}
