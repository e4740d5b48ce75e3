import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this (SECURITY.md D7: 30 s). */
  requestTimeoutMs: number;
  /** The headers must arrive within this, sooner than the body. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A photo upload (multipart) may take this long over a phone's mobile data (catalogue administration: 60 s). */
  uploadTimeoutMs: number;
}

/**
 * Slow clients (a byte every few seconds) are cut when their request takes too long, instead of
 * holding a connection for Node's defaults (300 s for a request). Node answers them 408 and closes.
 * Set before the server listens: Node checks the limits on a timer started on `listening`, every
 * 30 s by default, so a 30 s limit could take a minute; here it checks at least every second.
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  // Node's own limit is the longest any request may take (an upload's); bodyDeadline holds the others to theirs.
  server.requestTimeout = Math.max(timeouts.requestTimeoutMs, timeouts.uploadTimeoutMs);
  server.headersTimeout = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // A constructor option in Node's typings, but a plain property read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(1000, Math.floor(server.headersTimeout / 4)),
  );
}

/** Where photos are uploaded (multipart): GraphQL's uploads, spec §7's product create and edit, and publication backgrounds. */
const UPLOAD_PATHS =
  /^\/(graphql|api\/products\/create|api\/products\/\d+\/edit|api\/publications\/backgrounds)\/?$/;

/**
 * Express middleware: a request with a body that is not an upload must have arrived whole within
 * requestTimeoutMs, as Node's own limit (raised to the uploads') would have held it; else 408 and
 * the connection closed, as Node answers. Requests without a body are whole once their headers are.
 */
export function bodyDeadline(timeouts: HttpTimeouts) {
  return (req: Request, res: Response, next: NextFunction) => {
    const hasBody =
      (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') ||
      req.headers['transfer-encoding'] !== undefined;
    const upload = req.is('multipart/form-data') && UPLOAD_PATHS.test(req.path);
    if (timeouts.uploadTimeoutMs <= timeouts.requestTimeoutMs || !hasBody || upload || req.complete)
      return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.status(408).set('Connection', 'close').type('text/plain').end('Request Timeout');
      res.once('finish', () => req.socket.destroy());
    }, timeouts.requestTimeoutMs);
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    res.once('close', stop);
    next();
  };
}
