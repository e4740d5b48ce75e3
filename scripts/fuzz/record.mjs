// Sending one fuzz request and keeping what it showed: counts per API and role, statuses, error codes,
// and every failure (HTTP 5xx, GraphQL INTERNAL_SERVER_ERROR, a request over 10 s, a broken connection)
// with the whole request, so that it can be sent again.
import { appendFileSync } from 'node:fs';

/** A request that takes longer than this is a hang; it is given up (and counted so) after ABORT_MS. */
export const HANG_MS = 10_000;
const ABORT_MS = 30_000;
const KEPT_PER_KIND = 200;
/** FUZZ_TRACE=file: one line per request (what was called and the answer's start), to see what the fuzz reaches. */
const trace = process.env.FUZZ_TRACE;

export function createRecorder(base, startedAt = Date.now()) {
  const stats = {
    requests: {},
    statuses: {},
    codes: {},
    limited: 0,
    setup: 0,
    failures: { http5xx: [], internal: [], hangs: [], network: [] },
    counts: { http5xx: 0, internal: 0, hangs: 0, network: 0 },
    slowest: { ms: 0, what: '' },
  };
  const fail = (kind, entry) => {
    stats.counts[kind] += 1;
    if (stats.failures[kind].length < KEPT_PER_KIND) stats.failures[kind].push(entry);
  };

  /**
   * Sends `req` ({ method, path, headers, body: string | Buffer }) and records it under `meta`
   * ({ api: 'graphql' | 'rest', role, op, variant }; `setup` for the fuzz's own bookkeeping requests,
   * which are checked the same but not counted as fuzz requests). Answers { status, json, text }.
   */
  async function send(meta, req) {
    const started = Date.now();
    const headers = { 'Accept-Language': 'pl', ...req.headers };
    if (meta.token) headers.Authorization = `Bearer ${meta.token}`;
    if (meta.setup) stats.setup += 1;
    else {
      const key = `${meta.api} ${meta.role}`;
      stats.requests[key] = (stats.requests[key] ?? 0) + 1;
    }
    const describe = () => ({
      at: `${((started - startedAt) / 1000).toFixed(1)} s`,
      api: meta.api,
      role: meta.role,
      op: meta.op,
      variant: meta.variant,
      request: {
        method: req.method,
        url: `${base}${req.path}`,
        headers,
        ...(Buffer.isBuffer(req.body)
          ? { bodyBase64: req.body.toString('base64') }
          : req.body !== undefined
            ? { body: req.body }
            : {}),
      },
    });
    let res;
    let textBody = '';
    try {
      res = await fetch(`${base}${req.path}`, {
        method: req.method,
        headers,
        body: req.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ABORT_MS),
      });
      textBody = await res.text();
    } catch (error) {
      const ms = Date.now() - started;
      const entry = { ...describe(), ms, error: String(error?.cause ?? error) };
      if (error?.name === 'TimeoutError' || ms >= HANG_MS) fail('hangs', entry);
      else fail('network', entry);
      return { status: 0, json: undefined, text: '' };
    }
    const ms = Date.now() - started;
    if (ms > stats.slowest.ms) stats.slowest = { ms, what: `${meta.api} ${meta.op} (${meta.variant})` };
    stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
    if (res.status === 429) stats.limited += 1;
    const requestId = res.headers.get('x-request-id') ?? undefined;
    let json;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(textBody);
      } catch {
        json = undefined;
      }
    }
    if (trace)
      appendFileSync(
        trace,
        `${JSON.stringify({ op: meta.op, variant: meta.variant, role: meta.role, status: res.status, ms, answer: textBody.slice(0, 300) })}\n`,
      );
    const response = () => ({ status: res.status, requestId, ms, body: textBody.slice(0, 2000) });
    if (ms >= HANG_MS) fail('hangs', { ...describe(), response: response() });
    if (res.status >= 500) fail('http5xx', { ...describe(), response: response() });
    for (const answer of Array.isArray(json) ? json : [json]) {
      for (const error of answer?.errors ?? []) {
        const code = error?.extensions?.code ?? '(no code)';
        stats.codes[code] = (stats.codes[code] ?? 0) + 1;
        if (code === 'INTERNAL_SERVER_ERROR') fail('internal', { ...describe(), response: response() });
      }
    }
    return { status: res.status, json, text: textBody, requestId };
  }

  const failed = () => Object.values(stats.counts).some((count) => count > 0);
  return { stats, send, failed };
}

/** A curl command that sends a recorded request again (the body from a file when it is binary). */
export function curlOf(request, bodyFile) {
  const quote = (s) => `'${String(s).replaceAll("'", `'\\''`)}'`;
  const headers = Object.entries(request.headers).map(([k, v]) => `-H ${quote(`${k}: ${v}`)}`);
  const body =
    request.bodyBase64 !== undefined
      ? `--data-binary @${bodyFile}`
      : request.body !== undefined
        ? `--data-binary ${quote(request.body)}`
        : '';
  return ['curl -sS -i -X', request.method, ...headers, body, quote(request.url)].filter(Boolean).join(' ');
}
