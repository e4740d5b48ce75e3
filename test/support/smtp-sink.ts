import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface SmtpSink {
  /** smtp://… of this server, for SMTP_URL. */
  url: string;
  /** Every mail received so far, parsed. */
  mails: ParsedMail[];
  /** The first mail to `to` (matching `subject` when given) received after `after` mails, waited for. */
  waitFor(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ParsedMail>;
  /** Mails received for an address. */
  to(address: string): ParsedMail[];
  /** What the next messages meet: answered normally, refused (a 451 the sender retries), or held without answer. */
  mode: 'accept' | 'refuse' | 'hold';
  /** How many mails were held unanswered so far. */
  heldCount(): number;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
    group.value.map((entry) => entry.address?.toLowerCase()),
  );

/** A real SMTP server (smtp-server) on a free local port that keeps and parses what it receives (mailparser). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const held: (() => void)[] = [];
  const sink: SmtpSink = {
    url: '',
    mails,
    mode: 'accept',
    heldCount: () => held.length,
    to: (address) => mails.filter((mail) => recipients(mail).includes(address.toLowerCase())),
    async waitFor(to, { subject, timeoutMs = 15_000 } = {}) {
      try {
        return await eventually(
          `a mail to ${to}${subject ? ` matching ${subject}` : ''}`,
          () => sink.to(to).find((mail) => !subject || subject.test(mail.subject ?? '')),
          { timeoutMs },
        );
      } catch (error) {
        const received = mails.map((m) => `${recipients(m)}: ${m.subject}`).join('; ');
        throw new Error(`${(error as Error).message} (received: ${received})`);
      }
    },
    async close() {
      for (const release of held) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const mode = sink.mode;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (mode === 'refuse')
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        if (mode === 'hold')
          return void held.push(() => callback(Object.assign(new Error('gone'), { responseCode: 421 })));
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A sender killed mid-conversation (the topology's kill -9) resets its connection: smtp-server reports that
  // here, and without a listener it would end the test file as an uncaught error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}

/** The secret of an order's confirmation link (`/orders/{number}?token=…&confirm=…`) in its first mail's text. */
export function orderConfirmToken(text: string | undefined): string {
  const found = /https?:\/\/[^\s<>"]*\/orders\/SZ-[^\s<>"\]]*confirm=[^\s<>"\]]*/.exec(text ?? '');
  const token = found ? new URL(found[0]).searchParams.get('confirm') : null;
  if (!token) throw new Error(`no order confirmation link in: ${text}`);
  return token;
}

/** The first link to the shop's path in a mail's text. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const match = new RegExp(`https?://[^\\s<>"]*${path.replace(/[?]/g, '\\?')}[^\\s<>"]*`).exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`no link to ${path} in: ${mail.text}`);
  return new URL(match[0]);
}
