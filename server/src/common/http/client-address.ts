import { DEFAULT_IPV6_SUBNET_PREFIX, normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * The client as the shop's own counters see it (the request and render limits, the login delay): its
 * address (Express honours TRUST_PROXY for req.ip), an IPv6 one by its /64, as @nestjs/throttler groups
 * it for the named limits: one subscriber holds a whole /64, and would otherwise be a new client per address.
 */
export const clientAddress = (req: Request): string =>
  normalizeIp(req.ip ?? req.socket.remoteAddress ?? 'unknown', DEFAULT_IPV6_SUBNET_PREFIX);
