import { Injectable, OnModuleInit, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import { DiscoveryService } from '@nestjs/core';
import { UNPREFIXED } from '../../openapi/openapi-document';
import { PUBLIC_READ_KEY } from '../auth/allow.decorator';

/** @nestjs/graphql's own metadata keys (graphql.constants): a root field's kind and its name when not the method's. */
const RESOLVER_TYPE_METADATA = 'graphql:resolver_type';
const RESOLVER_NAME_METADATA = 'graphql:resolver_name';

/** The operations declared `@PublicRead()`: REST GET paths (as patterns) and GraphQL root query fields. */
export interface PublicReads {
  /** Every declared path in one pattern: tested on each request, as fast as one hand-written regex. */
  restPaths: RegExp;
  /** Each route's pattern with the query parameters it reads (its @Query() class's properties). */
  restRoutes: { path: RegExp; params: ReadonlySet<string> }[];
  queryFields: Set<string>;
}

/** Known once the app's modules are initialised (PublicReadsDiscovery); the same for every app in a process. */
let declared: PublicReads = { restPaths: /(?!)/, restRoutes: [], queryFields: new Set() };

/** A GET or HEAD of this path is a public read: the same answer for every anonymous caller in one language. */
export const isPublicRestRead = (path: string): boolean => declared.restPaths.test(path);

/**
 * The query string of a public read with only the parameters its route reads, in one order: a made-up
 * parameter (a cache-buster, a tracking tag) is ignored by the route, so it makes no other kept answer.
 * '' when none is left.
 */
export function publicRestQuery(path: string, search: string): string {
  if (!search) return '';
  const params = declared.restRoutes.find((route) => route.path.test(path))?.params;
  if (!params?.size) return '';
  const nameOf = (pair: string) => pair.split('=')[0];
  const kept = search
    .split('&')
    .filter((pair) => {
      try {
        // `colors[]=1` is `colors` to a query parser that reads brackets: matched by the name before them.
        return params.has(decodeURIComponent(nameOf(pair).replace(/\+/g, ' ')).replace(/\[.*$/, ''));
      } catch {
        return true; // malformed: kept as it is (the route refuses it)
      }
    })
    // By name only (a stable sort): repeated values (`colors=1&colors=2`) keep their order.
    .sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
  return kept.length ? `?${kept.join('&')}` : '';
}

/** The query parameters a handler reads: the properties its @Query() class validates (none without one). */
function queryParams(target: Type<unknown>, name: string): Set<string> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata('design:paramtypes', target.prototype, name) ?? []) as unknown[];
  const params = new Set<string>();
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY) continue;
    if (typeof arg.data === 'string') params.add(arg.data);
    else if (typeof types[arg.index] === 'function') {
      for (const rule of getMetadataStorage().getTargetValidationMetadatas(types[arg.index] as Type<unknown>, '', true, false)) params.add(rule.propertyName);
    }
  }
  return params;
}

/** A root query field whose answer is the same for every anonymous caller in one language (`__typename` too). */
export const isPublicQueryField = (name: string): boolean => name === '__typename' || declared.queryFields.has(name);

const asArray = (value: string | string[] | undefined): string[] => (value === undefined ? [''] : Array.isArray(value) ? value : [value]);
const join = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Nest route path as the pattern of the request paths it answers: ids are numbers, other parameters one segment. */
const pattern = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (/id$/i.test(segment) ? '\\d+' : '[^/]+') : escape(segment)))
    .join('/');

/**
 * What the controllers and resolvers declare public, read from their metadata the way the OpenAPI
 * document reads @Allow: GET routes (under `prefix` unless `unprefixed`) and @Query fields.
 */
export function publicReadsOf(classes: Type<unknown>[], options: { prefix: string; unprefixed: string[] }): PublicReads {
  const paths: string[] = [];
  const restRoutes: PublicReads['restRoutes'] = [];
  const queryFields = new Set<string>();
  for (const target of classes) {
    for (const name of Object.getOwnPropertyNames(target.prototype)) {
      // The descriptor's value: reading a getter off a prototype would run it.
      const handler = Object.getOwnPropertyDescriptor(target.prototype, name)?.value as object | undefined;
      if (name === 'constructor' || typeof handler !== 'function' || !Reflect.getMetadata(PUBLIC_READ_KEY, handler)) continue;
      if (Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler) === 'Query') {
        queryFields.add((Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? name);
        continue;
      }
      const routes = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (routes === undefined || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) {
        throw new Error(`@PublicRead() on ${target.name}.${name}: only a GET route or a GraphQL query can be a public read`);
      }
      for (const base of asArray(Reflect.getMetadata(PATH_METADATA, target))) {
        for (const route of asArray(routes)) {
          const path = join(base, route);
          const routePattern = pattern(options.unprefixed.includes(path.slice(1)) ? path : join(options.prefix, path));
          paths.push(routePattern);
          restRoutes.push({ path: new RegExp(`^${routePattern}\\/?$`), params: queryParams(target, name) });
        }
      }
    }
  }
  return { restPaths: paths.length ? new RegExp(`^(?:${paths.join('|')})\\/?$`) : /(?!)/, restRoutes, queryFields };
}

/** Reads the declarations once every module is initialised, before the first request. */
@Injectable()
export class PublicReadsDiscovery implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const classes = [...this.discovery.getControllers(), ...this.discovery.getProviders()]
      .map((wrapper) => wrapper.metatype as Type<unknown> | null | undefined)
      .filter((metatype): metatype is Type<unknown> => typeof metatype === 'function' && !!metatype.prototype);
    declared = publicReadsOf([...new Set(classes)], { prefix: 'api', unprefixed: UNPREFIXED });
  }
}
