// Loaded into a built server by `node --require` (never by the shop itself): the first statement that
// writes a mail into the outbox never returns, and the server prints STALLED_AT_OUTBOX when it is sent.
// A test can then kill the server in the middle of the transaction that statement belongs to, as the
// two-instance test does with a table lock on PostgreSQL; the embedded database has one session, which
// a lock held from outside would stall whole.
const { join } = require('node:path');

const pg = require(require.resolve('pg', { paths: [join(process.cwd(), 'server/dist/src')] }));
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function stallAtOutbox(config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text === 'string' && /^\s*INSERT INTO "mail_outbox"/i.test(text)) {
    process.stdout.write('STALLED_AT_OUTBOX\n');
    return new Promise(() => undefined);
  }
  return query.call(this, config, ...rest);
};
