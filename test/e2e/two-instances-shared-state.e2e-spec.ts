import { randomBytes } from 'node:crypto';
import { eventually } from '../support/eventually';
import {
  describeTopology,
  HEARD_WITHIN,
  json,
  login,
  PORTS,
  preflight,
  productForm,
  twoInstances,
  url,
} from '../support/two-instances';

// Two instances share one state: a session, a product (its API answers, pages, sitemap and photo), ratings
// and comments, and the rate-limit counters, written through one are seen at once through the other.
// Needs DATABASE_URL, REDIS_URL and nginx: see test/support/two-instances.ts (skipped without them outside CI).
describeTopology(
  'two instances behind nginx on PostgreSQL, Redis and an S3 bucket: what one writes the other sees',
  () => {
    twoInstances();

    it('a session started on one instance works on the other and through the load balancer', async () => {
      const token = await login(PORTS.a);
      for (const port of [PORTS.b, PORTS.lb, PORTS.lb]) {
        const me = await json(port, '/api/info', { headers: { Authorization: `Bearer ${token}` } });
        expect(me).toMatchObject({ status: 200, body: { isAdmin: true } });
      }
    });

    it('a product created, edited and deleted through one is seen at once on the other: API answers, pages, sitemap and its photo', async () => {
      const token = await login(PORTS.a);
      const auth = { Authorization: `Bearer ${token}` };
      // The other instance keeps what it rendered and answered before the write.
      for (const path of ['/jewellery', '/api/products', '/sitemap.xml'])
        expect((await json(PORTS.b, path)).status).toBe(200);
      const created = await json(PORTS.a, '/api/products/create', {
        method: 'POST',
        headers: auth,
        body: await productForm('Kolczyki Dwie Instancje'),
      });
      expect(created.status).toBe(201);
      const { id, images } = created.body.product as { id: number; images: { image_url: string }[] };
      expect((await json(PORTS.b, `/api/products/${id}`)).body).toMatchObject({
        id,
        name: 'Kolczyki Dwie Instancje',
      });
      const shows = (path: string, text: string) =>
        eventually(
          `b's ${path} to show ${text}`,
          () => json(PORTS.b, path, preflight).then((res) => JSON.stringify(res.body)),
          { until: (body) => body.includes(text), ...HEARD_WITHIN },
        );
      expect(await shows('/jewellery', 'Kolczyki Dwie Instancje')).toContain('Kolczyki Dwie Instancje');
      expect(await shows('/sitemap.xml', `/jewellery/${id}<`)).toContain(`/jewellery/${id}<`);
      expect(await shows('/api/products', 'Kolczyki Dwie Instancje')).toContain('Kolczyki Dwie Instancje');
      const gqlGet = `/graphql?query=${encodeURIComponent(`{ product(id: ${id}) { name } }`)}`;
      expect((await json(PORTS.b, gqlGet, preflight)).body).toEqual({
        data: { product: { name: 'Kolczyki Dwie Instancje' } },
      });
      // The photo uploaded through one instance is served by the other (from the bucket).
      const served = await fetch(url(PORTS.b, images[0].image_url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');

      const edit = new FormData();
      edit.set('name', 'Kolczyki Po Edycji');
      // Written in Polish (no Accept-Language), the language the page and the query below are read in.
      expect(
        (await json(PORTS.a, `/api/products/${id}/edit`, { method: 'PUT', headers: auth, body: edit }))
          .status,
      ).toBe(200);
      expect(await shows(`/jewellery/${id}`, 'Kolczyki Po Edycji')).toContain('Kolczyki Po Edycji');
      expect(await shows(gqlGet, 'Kolczyki Po Edycji')).toContain('Kolczyki Po Edycji');

      expect((await json(PORTS.a, `/api/products/${id}`, { method: 'DELETE', headers: auth })).status).toBe(
        200,
      );
      expect((await json(PORTS.b, `/api/products/${id}`)).status).toBe(404);
      const dropped = (path: string, text: string) =>
        eventually(
          `b's ${path} to drop ${text}`,
          () => json(PORTS.b, path, preflight).then((res) => JSON.stringify(res.body)),
          { until: (body) => !body.includes(text), ...HEARD_WITHIN },
        );
      expect(await dropped('/jewellery', 'Kolczyki Po Edycji')).not.toContain('Kolczyki Po Edycji');
      expect(await dropped('/sitemap.xml', `/jewellery/${id}<`)).not.toContain(`/jewellery/${id}<`);
      expect((await fetch(url(PORTS.b, images[0].image_url))).status).toBe(404);
    });

    it('a rating and a comment taken by one instance move the average and the count the other answers', async () => {
      const admin = { Authorization: `Bearer ${await login(PORTS.a)}` };
      const id = (
        await json(PORTS.a, '/api/products/create', {
          method: 'POST',
          headers: admin,
          body: await productForm('Oceniany'),
        })
      ).body.product.id as number;
      // Asked on the other instance first, so it keeps the answers the writes must drop.
      expect((await json(PORTS.b, `/api/products/${id}`)).body).toMatchObject({ averageUserRate: 0 });
      expect((await fetch(url(PORTS.b, `/api/products/${id}/comments`))).headers.get('x-total-count')).toBe(
        '0',
      );
      const registered = await json(PORTS.a, '/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Klientka',
          email: `buyer-${randomBytes(3).toString('hex')}@shop.test`,
          password: 'another-long-passphrase',
        }),
      });
      const user = { Authorization: `Bearer ${registered.body.token}`, 'Content-Type': 'application/json' };
      expect(
        (
          await json(PORTS.a, `/api/products/${id}/rate`, {
            method: 'POST',
            headers: user,
            body: JSON.stringify({ rating: 4 }),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await json(PORTS.a, `/api/products/${id}/comments`, {
            method: 'POST',
            headers: user,
            body: JSON.stringify({ content: 'Piękne!' }),
          })
        ).status,
      ).toBe(201);
      const product = await eventually('b to show the rating', () => json(PORTS.b, `/api/products/${id}`), {
        until: (res) => res.body.averageUserRate === 4,
        ...HEARD_WITHIN,
      });
      expect(product.body).toMatchObject({ averageUserRate: 4 });
      const count = await eventually(
        'b to count the comment',
        () =>
          fetch(url(PORTS.b, `/api/products/${id}/comments`)).then((res) => res.headers.get('x-total-count')),
        { until: (total) => total === '1', ...HEARD_WITHIN },
      );
      expect(count).toBe('1');
    });

    it('counts one client’s requests on both instances against one limit (the counters are in Redis)', async () => {
      // A client of its own (the instances trust X-Forwarded-For, as behind nginx): 4 registrations per 10 minutes.
      const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
      const register = (port: number) =>
        json(port, '/api/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
          body: JSON.stringify({
            name: 'Nowa',
            email: `limit-${randomBytes(4).toString('hex')}@shop.test`,
            password: 'yet-another-passphrase',
          }),
        });
      const statuses: number[] = [];
      for (const port of [PORTS.a, PORTS.b, PORTS.a, PORTS.b, PORTS.a, PORTS.b])
        statuses.push((await register(port)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    });
  },
);
