import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { type ClientRequest, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { print } from 'graphql';
import sharp from 'sharp';
import request from 'supertest';
import { eventually } from '../support/eventually';
import { gql, LEAK, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  BlogPageDocument as BLOG_PAGE,
  CreatePublicationOpDocument as CREATE,
  DeletePublicationOpDocument as DELETE,
  MarkdownPreviewOpDocument as PREVIEW,
  PublicationByIdDocument as PUBLICATION,
  UpdatePublicationOpDocument as UPDATE,
  UploadBackgroundOpDocument as UPLOAD_BACKGROUND,
} from './gql/graphql';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (title: string) => ({
  title,
  abstract: `About ${title}`,
  content: `# ${title}\n\nSome *Markdown*.`,
  image: '',
});

describe('publications', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
    user = await registerUser(t);
  });
  afterAll(() => t.close());

  it('an admin creates, reads and edits a publication over REST with the spec’s field names', async () => {
    // A background put in the folder by hand: a file name the publication may name.
    mkdirSync(join(t.uploadDir, 'backgrounds'), { recursive: true });
    writeFileSync(join(t.uploadDir, 'backgrounds', 'spring.jpg'), 'a picture');
    const created = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({
        title: '  Wiosenne kolczyki ',
        abstract: 'Nowa kolekcja',
        content: 'Hello **world**',
        image: 'spring.jpg',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      title: 'Wiosenne kolczyki',
      abstract: 'Nowa kolekcja',
      content: 'Hello **world**',
      image: 'spring.jpg',
      imageUrl: '/uploads/backgrounds/spring.jpg',
      authorName: admin.name,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const read = await request(t.http).get(`/api/publications/${created.body.id}`).expect(200);
    expect(read.body.contentHtml).toBe('<p>Hello <strong>world</strong></p>\n');
    const edited = await request(t.http)
      .put(`/api/publications/${created.body.id}/edit`)
      .set(auth(admin.token))
      .send({
        title: 'Letnie kolczyki',
        abstract: 'Zmieniona',
        content: 'Tekst',
        image: 'https://cdn.example.com/a.jpg',
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      id: created.body.id,
      title: 'Letnie kolczyki',
      imageUrl: 'https://cdn.example.com/a.jpg',
      createdAt: created.body.createdAt,
    });
    expect((await gql(t, PUBLICATION, { id: created.body.id })).data?.publication).toMatchObject({
      title: 'Letnie kolczyki',
      content: 'Tekst',
    });
  });

  it('only admins write: users get 403, visitors 401, over both APIs, and nothing changes', async () => {
    const { body } = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send(post('Guarded'))
      .expect(201);
    await request(t.http)
      .post('/api/publications/create')
      .set(auth(user.token))
      .send(post('Nope'))
      .expect(403);
    await request(t.http).post('/api/publications/create').send(post('Nope')).expect(401);
    await request(t.http)
      .put(`/api/publications/${body.id}/edit`)
      .set(auth(user.token))
      .send(post('Nope'))
      .expect(403);
    await request(t.http).delete(`/api/publications/${body.id}`).set(auth(user.token)).expect(403);
    expect((await gql(t, CREATE, { input: post('Nope') }, user.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await gql(t, UPDATE, { id: body.id, input: post('Nope') })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gql(t, PREVIEW, { content: '*x*' }, user.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await t.sql(`SELECT 1 FROM publications WHERE title_pl = 'Nope' OR title_en = 'Nope'`)).toEqual(
      [],
    );
    expect((await gql(t, PUBLICATION, { id: body.id })).data?.publication.title).toBe('Guarded');
  });

  it('GraphQL: create, update and delete as an admin; the preview renders like the page', async () => {
    const created = await gql(t, CREATE, { input: post('Over GraphQL') }, admin.token);
    const id = created.data!.createPublication.id;
    expect(created.data?.createPublication).toEqual({ id, title: 'Over GraphQL', authorName: admin.name });
    const updated = await gql(t, UPDATE, { id, input: { ...post('Renamed'), content: 'new' } }, admin.token);
    expect(updated.data?.updatePublication).toEqual({ id, title: 'Renamed', content: 'new' });
    expect(
      (await gql(t, PREVIEW, { content: '**b** <script>x</script>' }, admin.token)).data?.markdownPreview,
    ).toBe('<p><strong>b</strong> &lt;script&gt;x&lt;/script&gt;</p>\n');
    expect((await gql(t, DELETE, { id }, admin.token)).data?.deletePublication).toBe(id);
    expect((await gql(t, PUBLICATION, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(t, DELETE, { id }, admin.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a blank title, abstract or content and a script URL as image, naming the fields', async () => {
    const refused = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: '  ', abstract: '', content: ' \n\t ', image: 'javascript:alert(1)' })
      .expect(400);
    // Each field's own rules first; whether a text is there in one language at least, once they pass.
    expect(refused.body.fields).toEqual({ image: ['IMAGE_INVALID'] });
    const blank = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: '  ', abstract: '', content: ' \n\t ' })
      .expect(400);
    expect(blank.body.fields).toEqual({ title: ['REQUIRED'], abstract: ['REQUIRED'], content: ['REQUIRED'] });
    for (const image of ['//evil.example/x.png', 'data:image/png;base64,AAAA', '../secret', 'a b.png']) {
      await request(t.http)
        .post('/api/publications/create')
        .set(auth(admin.token))
        .send({ ...post('Bad image'), image })
        .expect(400);
    }
    const missing = await gql(t, CREATE, { input: { title: 'x', abstract: ' ', content: 'y' } }, admin.token);
    expect(missing.errors?.[0].extensions?.fields).toEqual({ abstract: ['REQUIRED'] });
    const long = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ ...post('Long'), content: 'ż'.repeat(40_001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ content: ['TOO_LONG'] });
    await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ ...post('Long enough'), content: 'ż'.repeat(40_000) })
      .expect(201);
    const noImage = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: 'T', abstract: 'A', content: 'C' })
      .expect(201);
    expect(noImage.body).toMatchObject({ image: '', imageUrl: null });
    await request(t.http).delete(`/api/publications/${noImage.body.id}`).set(auth(admin.token)).expect(200);
  });

  it('pages the blog newest first, with the total', async () => {
    await t.sql('DELETE FROM publications');
    for (let i = 1; i <= 8; i += 1) {
      await t.sql(
        `INSERT INTO publications (title_pl, abstract_pl, content_pl, created_at) VALUES ($1, 'a', 'c', now() - make_interval(days => $2))`,
        [`Post ${i}`, 10 - i],
      );
    }
    const first = await gql(t, BLOG_PAGE, {});
    expect(first.data?.publications.total).toBe(8);
    expect(first.data?.publications.publications.map((p) => p.title)).toEqual([
      'Post 8',
      'Post 7',
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
    ]);
    const second = await request(t.http).get('/api/publications?offset=6&limit=6').expect(200);
    expect(second.body.publications.map((p: { title: string }) => p.title)).toEqual(['Post 2', 'Post 1']);
    expect(second.body.total).toBe(8);
    await request(t.http).get('/api/publications?limit=101').expect(400);
  });

  it('unknown and malformed ids: 404 and 400, nothing leaks', async () => {
    for (const [method, path] of [
      ['get', '/api/publications/999999'],
      ['put', '/api/publications/999999/edit'],
      ['delete', '/api/publications/999999'],
    ] as const) {
      const res = await request(t.http)[method](path).set(auth(admin.token)).send(post('Ghost'));
      expect([path, res.status]).toEqual([path, 404]);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    }
    await request(t.http).get('/api/publications/abc').expect(400);
  });

  it('content is sanitised Markdown through the API: no script, handler, script URL or style survives', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '![x](javascript:alert(1))',
      '<a href="javascript:alert(1)" style="color:red">x</a>',
      '[x](https://example.com/" onmouseover="alert(1))',
      '<svg/onload=alert(1)>',
    ];
    const { body } = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ ...post('XSS'), content: payloads.join('\n\n') })
      .expect(201);
    const html: string = body.contentHtml;
    // Escaped payloads stay as text; the real tags hold no handler, script URL or style.
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(
      tags.filter((tag) => /^<(script|svg|iframe|style)|\son\w+=|javascript:|style=/i.test(tag)),
    ).toEqual([]);
    expect(tags.filter((tag) => tag.startsWith('<img'))).toEqual([]);
    expect(body.content).toBe(payloads.join('\n\n'));
  });

  it('the feed and the sitemap list publications; deleting one removes its comments', async () => {
    const { body } = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send(post('In the <feed> & map'))
      .expect(201);
    const feed = await request(t.http).get('/rss.xml').expect(200);
    expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(feed.text).toContain('<title>In the &lt;feed&gt; &amp; map</title>');
    expect(feed.text).toContain(`/publication/${body.id}</link>`);
    const sitemap = await request(t.http).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toMatch(new RegExp(`/publication/${body.id}</loc><lastmod>`));
    expect(sitemap.text).toContain('/blog</loc>');
    await request(t.http)
      .post(`/api/publications/${body.id}/comments`)
      .set(auth(user.token))
      .send({ content: 'Nice' })
      .expect(201);
    await request(t.http).delete(`/api/publications/${body.id}`).set(auth(admin.token)).expect(200);
    expect(await t.sql('SELECT 1 FROM comments WHERE publication_id = $1', [body.id])).toEqual([]);
    await request(t.http).get(`/api/publications/${body.id}/comments`).expect(404);
  });

  it('an admin uploads a background: re-encoded in sizes, served, usable as the image; others and non-images are refused', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a2638' } })
      .png()
      .toBuffer();
    const uploaded = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', png, 'any-name.txt')
      .expect(201);
    expect(uploaded.body).toEqual({
      image: expect.stringMatching(/^[0-9a-f-]{36}-1280\.webp$/),
      imageUrl: `/uploads/backgrounds/${uploaded.body.image}`,
    });
    const served = await request(t.http).get(uploaded.body.imageUrl).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(1280);
    const avif = await request(t.http)
      .get(uploaded.body.imageUrl.replace('-1280.webp', '-640.avif'))
      .expect(200);
    expect((await sharp(avif.body as Buffer).metadata()).width).toBe(640);
    const created = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ ...post('With a background'), image: uploaded.body.image })
      .expect(201);
    expect(created.body.imageUrl).toBe(uploaded.body.imageUrl);

    await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(user.token))
      .attach('file', png, 'a.png')
      .expect(403);
    await request(t.http).post('/api/publications/backgrounds').attach('file', png, 'a.png').expect(401);
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', script, 'a.png')
      .expect(415);
    await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', Buffer.from('GIF89a....'), 'a.gif')
      .expect(415);
    await request(t.http).post('/api/publications/backgrounds').set(auth(admin.token)).expect(400);
  });

  it('a REST background waits on disk while it is read (never whole in memory) and leaves nothing there once answered, refused or cut', async () => {
    const spool = join(t.uploadDir, '.pending', 'incoming');
    const spooled = () => (existsSync(spool) ? readdirSync(spool) : []);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const boundary = 'background-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    /** Sends the head and the first half of the file, runs `then`, and sends the rest unless the request was destroyed; answers once both are done. */
    const send = async (
      token: string | undefined,
      then: (req: ClientRequest, answered: () => boolean) => Promise<void>,
    ) => {
      const body = Buffer.concat([head, png, tail]);
      let answered = false;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/publications/backgrounds',
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(body.length),
          ...(token ? auth(token) : {}),
        },
      });
      const response = new Promise<{ status: number; body: string }>((resolve) => {
        req.on('response', (res) => {
          answered = true;
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', () => resolve({ status: 0, body: '' }));
      });
      req.write(body.subarray(0, head.length + png.length / 2));
      await then(req, () => answered);
      if (!req.destroyed) req.end(body.subarray(head.length + png.length / 2));
      return response;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    // An admin's half-sent picture is on disk in the spool, then gone once the answer is out.
    let midway: number[] = [];
    const stored = await send(admin.token, async () => {
      await pause(300);
      midway = spooled().map((name) => statSync(join(spool, name)).size);
    });
    expect(stored.status).toBe(201);
    expect(midway).toHaveLength(1);
    expect(midway[0]).toBeGreaterThan(0);
    expect(spooled()).toEqual([]);

    // Others are answered while the rest of the body is still to come: the guard ran before any byte was read.
    for (const [token, status] of [
      [undefined, 401],
      [user.token, 403],
    ] as const) {
      let answeredEarly = false;
      const refused = await send(token, async (_req, answered) => {
        await pause(300);
        answeredEarly = answered() && spooled().length === 0;
      });
      expect(refused.status).toBe(status);
      expect(answeredEarly).toBe(true);
    }

    // Cut mid-upload: the part it spooled goes.
    await send(admin.token, async (req) => {
      await pause(200);
      req.destroy();
    });
    await eventually('the cut upload’s spooled part to go', spooled, {
      until: (files) => files.length === 0,
      timeoutMs: 2000,
    });

    // Too large (one byte over the 25 MB a file DESIGN.md decided) and not an image: refused, named, and nothing left.
    const big = Buffer.concat([png, Buffer.alloc(25 * 1024 * 1024 + 1 - png.length)]);
    const tooLarge = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', big, 'big.png')
      .expect(413);
    expect(tooLarge.body.fields).toEqual({ file: ['FILE_TOO_LARGE'] });
    const notImage = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', Buffer.from('plain text'), 'a.png')
      .expect(415);
    expect(notImage.body.fields).toEqual({ file: ['FILE_TYPE_NOT_ALLOWED'] });
    const two = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', png, 'a.png')
      .attach('file', png, 'b.png')
      .expect(413);
    expect(two.body.fields).toEqual({ file: ['TOO_MANY_FILES'] });
    expect(spooled()).toEqual([]);
  });

  it('an admin uploads a background over GraphQL (multipart): the same sizes; 401, 403 before the file is read; a non-image is 415 named', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f5b' } })
      .png()
      .toBuffer();
    /** The GraphQL multipart request spec, as the client's upload sends it. */
    const upload = (body: Buffer, token?: string) => {
      const req = request(t.http).post('/graphql').set('Apollo-Require-Preflight', 'true');
      if (token) req.set(auth(token));
      return req
        .field('operations', JSON.stringify({ query: print(UPLOAD_BACKGROUND), variables: { file: null } }))
        .field('map', JSON.stringify({ 0: ['variables.file'] }))
        .attach('0', body, 'photo.png');
    };
    const uploaded = await upload(png, admin.token).expect(200);
    expect(uploaded.body.errors).toBeUndefined();
    const { image, imageUrl } = uploaded.body.data.uploadPublicationBackground;
    expect(image).toMatch(/^[0-9a-f-]{36}-1280\.webp$/);
    expect(imageUrl).toBe(`/uploads/backgrounds/${image}`);
    expect(
      (await sharp((await request(t.http).get(imageUrl).expect(200)).body as Buffer).metadata()).width,
    ).toBe(1280);
    await request(t.http).get(imageUrl.replace('-1280.webp', '-640.avif')).expect(200);

    const anonymous = await upload(png).expect(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const notAdmin = await upload(png, user.token).expect(403);
    expect(notAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const text = await upload(Buffer.from('<?php echo "not a picture"; ?>'), admin.token).expect(200);
    expect(text.body.errors[0].extensions).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: ['FILE_TYPE_NOT_ALLOWED'] },
    });
    expect(JSON.stringify(text.body)).not.toMatch(LEAK);
  });
});
