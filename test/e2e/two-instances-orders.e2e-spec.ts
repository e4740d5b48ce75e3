import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { eventually } from '../support/eventually';
import { orderConfirmToken, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
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

// Reserving a unique piece and the orders' clock, on two instances behind nginx sharing one PostgreSQL and
// Redis: the database holds a piece once whichever instance is asked, what one instance sells the other
// shows at once, and the clock runs on one instance at a time and survives a kill -9 in the middle of a run.
// Needs DATABASE_URL, REDIS_URL and nginx: see test/support/two-instances.ts (skipped without them outside CI).
describeTopology(
  'two instances behind nginx: a piece held once, sold everywhere, reservations ended once',
  () => {
    let smtp: SmtpSink;
    // Before the topology's start, which gives its instances the sink's address.
    beforeAll(async () => {
      smtp = await startSmtpSink();
    });
    // A clock that looks every 300 ms (a minute by default), and no limit on orders from the test's one address.
    const topology = twoInstances(() => ({
      SMTP_URL: smtp.url,
      RESERVATION_CHECK_MS: '300',
      RATE_LIMIT_ORDERS: '100000',
      RATE_LIMIT_GLOBAL: '100000',
    }));
    const { parts, kill, startInstance } = topology;
    let db: Client;
    let auth: Record<string, string>;

    const jsonBody = (body: unknown) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const buyer = (productId: number, email: string) => ({
      productId,
      name: 'Anna Kowalska',
      email,
      phone: '+48 600 100 200',
      delivery: { method: 'INPOST', locker: 'POZ08M' },
      acceptTerms: true,
    });
    const newEmail = () => `buyer-${randomBytes(4).toString('hex')}@shop.test`;
    const addPiece = async (name: string) => {
      const created = await json(PORTS.a, '/api/products/create', {
        method: 'POST',
        headers: auth,
        body: await productForm(name),
      });
      expect(created.status).toBe(201);
      return created.body.product.id as number;
    };
    /** The token of the confirmation link mailed to `email`, as the buyer's mail carries it. */
    const confirmToken = async (email: string) =>
      orderConfirmToken(
        (await smtp.waitFor(email, { subject: /potwierdź zamówienie|confirm your order/ })).text,
      );
    /** A piece reserved by a confirmed order: its number and buyer. */
    const reserve = async (productId: number) => {
      const email = newEmail();
      const placed = await json(PORTS.lb, '/api/orders', jsonBody(buyer(productId, email)));
      expect(placed.status).toBe(201);
      expect(
        (await json(PORTS.b, '/api/orders/confirm', jsonBody({ token: await confirmToken(email) }))).status,
      ).toBe(200);
      return { number: placed.body.order.number as string, email };
    };
    const mailsTo = async (email: string, kind: string) =>
      (
        await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = $1 AND kind = $2`,
          [email, kind],
        )
      ).rows[0].count;
    const stateOf = async (number: string) =>
      (await db.query<{ state: string }>(`SELECT state FROM orders WHERE number = $1`, [number])).rows[0]
        .state;

    beforeAll(async () => {
      db = new Client({ connectionString: parts.database.url });
      // The topology drops its database after the tests, ending this connection.
      db.on('error', () => undefined);
      await db.connect();
      auth = { Authorization: `Bearer ${await login(PORTS.a)}` };
      const settings = {
        accountHolder: 'Soutache Studio',
        iban: 'PL61 1090 1014 0000 0712 1981 2874',
        reservationDays: 3,
        delivery: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }],
      };
      expect(
        (
          await json(PORTS.a, '/api/admin/settings', {
            method: 'PUT',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify(settings),
          })
        ).status,
      ).toBe(200);
    });
    afterAll(async () => {
      await db?.end();
      await smtp?.close();
    });

    it('of 50 buyers confirming one piece at the same moment on both instances, exactly one holds it; paid on one, it shows sold on the other within a second', async () => {
      const productId = await addPiece('Kolczyki Jedyne Takie');
      const emails = Array.from({ length: 50 }, newEmail);
      // Placing holds nothing: every buyer gets a link.
      for (const email of emails)
        expect((await json(PORTS.lb, '/api/orders', jsonBody(buyer(productId, email)))).status).toBe(201);
      const tokens = await Promise.all(emails.map(confirmToken));

      const answers = await Promise.all(
        tokens.map((token, i) => json(i % 2 ? PORTS.b : PORTS.a, '/api/orders/confirm', jsonBody({ token }))),
      );
      const held = answers.filter((answer) => answer.status === 200);
      expect(held).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(49);
      for (const answer of refused) expect(answer.body.fields).toEqual({ productId: ['PIECE_RESERVED'] });
      const number = held[0].body.number as string;
      expect(
        (
          await db.query(`SELECT 1 FROM orders WHERE product_id = $1 AND state = 'AWAITING_PAYMENT'`, [
            productId,
          ])
        ).rowCount,
      ).toBe(1);

      // Reserved, on the other instance too (its kept answers dropped by the hold's event).
      const gql = (fields: string) =>
        `/graphql?query=${encodeURIComponent(`{ product(id: ${productId}) { ${fields} } }`)}`;
      const reserved = await eventually(
        'b to show the reservation',
        () => json(PORTS.b, gql('reservedUntil'), preflight),
        { until: (res) => Boolean(res.body.data?.product.reservedUntil), ...HEARD_WITHIN },
      );
      expect(reserved.body.data.product.reservedUntil).toBeTruthy();

      expect(
        (
          await json(PORTS.a, `/api/admin/orders/${number}/paid`, {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await eventually(
            'b’s REST API to show the piece sold',
            () => json(PORTS.b, `/api/products/${productId}`),
            {
              until: (res) => res.body.availability === 'SOLD',
              ...HEARD_WITHIN,
            },
          )
        ).body.availability,
      ).toBe('SOLD');
      expect(
        (
          await eventually(
            'b’s GraphQL API to show the piece sold',
            () => json(PORTS.b, gql('availability'), preflight),
            {
              until: (res) => res.body.data?.product.availability === 'SOLD',
              ...HEARD_WITHIN,
            },
          )
        ).body.data.product.availability,
      ).toBe('SOLD');
      const page = await eventually(
        'b’s page to show the piece sold out',
        () => fetch(url(PORTS.b, `/jewellery/${productId}`)).then((res) => res.text()),
        { until: (html) => html.includes('schema.org/SoldOut'), ...HEARD_WITHIN },
      );
      expect(page).toContain('schema.org/SoldOut');
      // The buyer was mailed once that the payment arrived, whichever instance the maker used.
      expect(await mailsTo(emails[answers.indexOf(held[0])], 'order-paid')).toBe(1);
    });

    it('a reservation past its time ends once, and one near its end is reminded once, with the clock running on both instances', async () => {
      const ending = await reserve(await addPiece('Broszka Na Czas'));
      const near = await reserve(await addPiece('Spinka Przypomnienie'));
      await db.query(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE number = $1`, [
        ending.number,
      ]);
      await db.query(`UPDATE orders SET reserved_until = now() + interval '12 hours' WHERE number = $1`, [
        near.number,
      ]);
      await eventually(
        'the ended reservation expired and the near one reminded once',
        async () =>
          (await stateOf(ending.number)) === 'EXPIRED' && (await mailsTo(near.email, 'order-reminder')) === 1,
        { timeoutMs: 5_000 },
      );
      // Many more runs on both instances change nothing.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await mailsTo(ending.email, 'order-expired')).toBe(1);
      expect(await mailsTo(near.email, 'order-reminder')).toBe(1);
      expect(await stateOf(near.number)).toBe('AWAITING_PAYMENT');
    });

    it("a kill -9 of both instances in the middle of the clock's run leaves no order half-ended and no mail; after the restart each ends once", async () => {
      const orders = [
        await reserve(await addPiece('Kolczyki Kill Jeden')),
        await reserve(await addPiece('Kolczyki Kill Dwa')),
      ];
      const events = async () =>
        (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM order_events`)).rows[0].count;
      const eventsBefore = await events();
      // The outbox is locked, so the run that ends these reservations stops at its first mail, its orders already changed in its transaction.
      const lock = new Client({ connectionString: parts.database.url });
      await lock.connect();
      try {
        await lock.query('BEGIN');
        await lock.query('LOCK TABLE mail_outbox IN EXCLUSIVE MODE');
        await db.query(
          `UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE number = ANY($1)`,
          [orders.map((order) => order.number)],
        );
        await eventually(
          'a run of the clock to wait on the held lock',
          async () => {
            const { rows } = await db.query<{ count: number }>(
              `SELECT count(*)::int AS count FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO "mail_outbox"%'`,
            );
            return rows[0].count > 0;
          },
          { timeoutMs: 10_000 },
        );
        await kill('a', 'SIGKILL');
        await kill('b', 'SIGKILL');
      } finally {
        await lock.query('ROLLBACK');
        await lock.end();
      }
      // The killed run committed nothing: the orders still await payment, no change was recorded and nothing was mailed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const order of orders) {
        expect(await stateOf(order.number)).toBe('AWAITING_PAYMENT');
        expect(await mailsTo(order.email, 'order-expired')).toBe(0);
      }
      expect(await events()).toBe(eventsBefore);

      await startInstance('a');
      await startInstance('b');
      await eventually(
        'every order to be expired',
        async () =>
          (await Promise.all(orders.map((order) => stateOf(order.number)))).every(
            (state) => state === 'EXPIRED',
          ),
        { timeoutMs: 10_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const order of orders) expect(await mailsTo(order.email, 'order-expired')).toBe(1);
      expect(await events()).toBe(eventsBefore + orders.length);
    });
  },
);
