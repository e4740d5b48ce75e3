import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { print } from 'graphql';
import sharp from 'sharp';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config';
import { CreateProductDocument as CREATE } from '../e2e/gql/graphql';
import { registerAdmin, registerUser, startTestApp, type TestApp } from './test-app';

/**
 * The set-up the catalogue administration specs share (test/e2e/catalogue-admin-*.e2e-spec.ts): one app
 * with small upload limits, an admin and a user, two pictures, and helpers to upload, to create a product
 * with both pictures and to snapshot every catalogue row and stored file a failed write must leave alone.
 */

// Colour ids (reference data): 1 red, 3 gold, 7 turquoise, 11 ivory. Category ids: 1 earrings, 2 necklaces, 5 bridal.
export const MAX_FILE_BYTES = 300_000;
export const MAX_FILES = 3;

/** A real picture: a gradient in one colour, `width` wide, as JPEG or PNG. */
export function picture(
  width: number,
  rgb: [number, number, number],
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height: Math.round(width * 1.25),
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

export interface Upload {
  path: string;
  body: Buffer;
  name: string;
}

/** What `catalogueAdminApp` sets up before the tests of the describe block it is called in. */
export interface CatalogueAdminParts {
  t: TestApp;
  admin: { token: string };
  user: { token: string };
  uploadDir: string;
  /** An 800 px wide JPEG. */
  red: Buffer;
  /** A 500 px wide PNG. */
  gold: Buffer;
}

/**
 * Starts the app (with UPLOAD_MAX_FILE_BYTES and UPLOAD_MAX_FILES at the values above) before the tests
 * of the describe block it is called in, and closes it after them. `parts` is filled in by then.
 */
export function catalogueAdminApp() {
  const parts = {} as CatalogueAdminParts;

  beforeAll(async () => {
    parts.t = await startTestApp({
      UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
      UPLOAD_MAX_FILES: String(MAX_FILES),
    });
    parts.uploadDir = parts.t.app.get<AppConfig>(APP_CONFIG).uploadDir;
    parts.admin = await registerAdmin(parts.t);
    parts.user = await registerUser(parts.t);
    parts.red = await picture(800, [200, 30, 40]);
    parts.gold = await picture(500, [200, 160, 60], 'png');
  });
  afterAll(() => parts.t.close());

  /** Every file in the store, pending ones included. */
  const files = (): string[] => {
    const { uploadDir } = parts;
    try {
      return readdirSync(uploadDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(uploadDir.length + 1))
        .sort();
    } catch {
      return [];
    }
  };
  /** What a failed write must leave exactly as it was: every catalogue row and every stored file. */
  const snapshot = async () => ({
    products: await parts.t.sql(
      'SELECT id, name_en, name_pl, price, description_en, description_pl, availability FROM products ORDER BY id',
    ),
    images: await parts.t.sql(
      'SELECT id, product_id, file_key, color_id, position, alt_text_en, alt_text_pl FROM product_images ORDER BY id',
    ),
    colors: await parts.t.sql('SELECT * FROM product_colors ORDER BY 1, 2'),
    categories: await parts.t.sql('SELECT * FROM product_categories ORDER BY 1, 2'),
    files: files(),
  });

  /** A GraphQL multipart request (GraphQL multipart request spec), as Apollo's upload link sends it. */
  function upload(
    document: Parameters<typeof print>[0],
    variables: Record<string, unknown>,
    uploads: Upload[],
    token?: string,
  ) {
    const req = request(parts.t.http).post('/graphql').set('Apollo-Require-Preflight', 'true');
    if (token) req.set('Authorization', `Bearer ${token}`);
    req.field('operations', JSON.stringify({ query: print(document), variables }));
    req.field('map', JSON.stringify(Object.fromEntries(uploads.map((u, i) => [String(i), [u.path]]))));
    for (const [i, u] of uploads.entries()) req.attach(String(i), u.body, u.name);
    return req;
  }

  const newProduct = (images: Record<string, unknown>[], overrides: Record<string, unknown> = {}) => ({
    input: {
      name: 'Kolczyki Złoty Świt',
      price: 249.5,
      descriptionEn: 'Gold earrings with a red stone.',
      descriptionPl: 'Złote kolczyki z czerwonym kamieniem.',
      availability: 'MADE_TO_ORDER',
      colorIds: [3, 1],
      categoryIds: [1],
      images,
      ...overrides,
    },
  });

  async function createWithTwo() {
    const res = await upload(
      CREATE,
      newProduct([
        { file: null, colorId: 1, altTextEn: 'Red stone', altTextPl: 'Czerwony kamień' },
        { file: null, colorId: 3 },
      ]),
      [
        { path: 'variables.input.images.0.file', body: parts.red, name: 'red.jpg' },
        { path: 'variables.input.images.1.file', body: parts.gold, name: 'gold.png' },
      ],
      parts.admin.token,
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createProduct as {
      id: number;
      images: { id: number; imageUrl: string; colorId: number | null }[];
    };
  }

  const keyOf = (imageUrl: string) => imageUrl.replace(/^\/uploads\//, '').replace(/-\d+\.webp$/, '');
  const filesOf = (imageUrl: string) => files().filter((file) => file.startsWith(keyOf(imageUrl)));

  return { parts, files, snapshot, upload, newProduct, createWithTwo, filesOf };
}
