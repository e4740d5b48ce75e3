import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error';
import { sendError } from '../errors/http-exception.filter';
import { httpRequestSeconds, registry } from './metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request no route of Nest's took (a middleware answered it): a fixed name for where it went. */
function routeOutsideNest(req: Request): string {
  const path = req.originalUrl.split('?', 1)[0];
  const first = /^\/[^/]*/.exec(path)?.[0] ?? '/';
  switch (first) {
    case '/graphql':
    case '/health':
    case '/metrics':
    case '/robots.txt':
    case '/preferences':
    case '/rss.xml':
      return first;
    case '/api':
      return '/api/*';
    case '/uploads':
      return '/uploads/*';
    case '/assets':
      return '/assets/*';
    default:
      if (/^\/sitemap(-\d+)?\.xml$/.test(path)) return '/sitemap.xml';
      if (/^\/[^/]+\.[A-Za-z0-9]+$/.test(path)) return '/(file)';
      return req.method === 'GET' || req.method === 'HEAD' ? '(page)' : '(other)';
  }
}

/**
 * Times every request from its first middleware to its last byte: one histogram observation by route
 * template (Nest's or Express's `req.route`, never the raw path), method and status.
 */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = performance.now();
    res.once('finish', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      const template = typeof route === 'string' ? `${req.baseUrl}${route}` : routeOutsideNest(req);
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      httpRequestSeconds
        .labels(template, method, String(res.statusCode))
        .observe((performance.now() - start) / 1000);
    });
    next();
  };
}

export interface MetricsAccess {
  /** Addresses and blocks (CIDR) that may read /metrics without a token. */
  allow: string[];
  /** A bearer token that opens /metrics from anywhere; undefined: the addresses only. */
  token?: string;
}

/** The block list of METRICS_ALLOW's entries (`127.0.0.1`, `::1`, `10.0.0.0/8`); a wrong one is an Error naming it. */
export function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const prefix = bits === undefined ? undefined : Number(bits);
    if (
      !type ||
      (prefix !== undefined &&
        (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128)))
    ) {
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address or an address/prefix block`);
    }
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

function allowedAddress(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return list.check(mapped[1], 'ipv4');
  return isIPv4(address) ? list.check(address, 'ipv4') : list.check(address, 'ipv6');
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus's text format, for the addresses in METRICS_ALLOW (the connection's own
 * address, never X-Forwarded-For: a request relayed by a proxy on the same machine is not the machine's
 * own, so one carrying a forwarding header needs the token) or with `Authorization: Bearer METRICS_TOKEN`.
 */
export function metricsEndpoint(access: MetricsAccess, logger: Logger) {
  const list = allowList(access.allow);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== '/') return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    const allowed =
      tokenMatches(req.headers.authorization, access.token) ||
      (!forwarded && allowedAddress(list, req.socket.remoteAddress));
    if (!allowed) {
      sendError(
        res,
        new AppError(
          'FORBIDDEN',
          'Metrics are read from an allowed address (METRICS_ALLOW) or with the metrics token',
        ),
        logger,
      );
      return;
    }
    registry.metrics().then(
      (text) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type(registry.contentType).send(text);
      },
      (error: unknown) => next(error),
    );
  };
}
