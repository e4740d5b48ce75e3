import type { Request } from 'express';

/** The client's address as the rate limits see it (Express honours TRUST_PROXY for req.ip). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
