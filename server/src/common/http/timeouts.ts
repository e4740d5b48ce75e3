import type { Server } from 'node:http';

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this (SECURITY.md D7: 30 s). */
  requestTimeoutMs: number;
  /** The headers must arrive within this, sooner than the body. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/**
 * Slow clients (a byte every few seconds) are cut when their request takes too long, instead of
 * holding a connection for Node's defaults (300 s for a request). Node answers them 408 and closes.
 * Set before the server listens: Node checks the limits on a timer started on `listening`, every
 * 30 s by default, so a 30 s limit could take a minute; here it checks at least every second.
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // A constructor option in Node's typings, but a plain property read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(100, Math.min(1000, Math.floor(server.headersTimeout / 4)));
}
