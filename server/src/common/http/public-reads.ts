import { Injectable, OnModuleInit, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import { DiscoveryService } from '@nestjs/core';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { UNPREFIXED } from './api-prefix';
import { PUBLIC_READ_KEY } from '../auth/allow.decorator';
import { RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '../seams';

/** @nestjs/graphql's own metadata keys (graphql.constants): a root field's kind and its name when not the method's. */

/** The operations declared `@PublicRead()`: REST GET paths (as patterns) and GraphQL root query fields. */
export interface PublicReadDeclarations {
  /** Every declared path in one pattern: tested on each request, as fast as one hand-written regex. */
  restPaths: RegExp;
  /** Each route's pattern with the query parameters it reads (its @Query() class's properties). */
  restRoutes: { path: RegExp; params: ReadonlySet<string> }[];
  queryFields: Set<string>;
}

/**
 * The query string of a public read with only the parameters its route reads (`params`), in one order:
 * a made-up parameter (a cache-buster, a tracking tag) is ignored by the route, so it makes no other
 * kept answer. '' when none is left.
 */
function onlyReadParams(params: ReadonlySet<string> | undefined, search: string): string {
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
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target, name) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', target.prototype, name) ?? []) as unknown[];
  const params = new Set<string>();
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY) continue;
    if (typeof arg.data === 'string') params.add(arg.data);
    else if (typeof types[arg.index] === 'function') {
      for (const rule of getMetadataStorage().getTargetValidationMetadatas(
        types[arg.index] as Type<unknown>,
        '',
        true,
        false,
      ))
        params.add(rule.propertyName);
    }
  }
  return params;
}

const asArray = (value: string | string[] | undefined): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? value : [value];
const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
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
export function publicReadsOf(
  classes: Type<unknown>[],
  options: { prefix: string; unprefixed: string[] },
): PublicReadDeclarations {
  const paths: string[] = [];
  const restRoutes: PublicReadDeclarations['restRoutes'] = [];
  const queryFields = new Set<string>();
  for (const target of classes) {
    for (const name of Object.getOwnPropertyNames(target.prototype)) {
      // The descriptor's value: reading a getter off a prototype would run it.
      const handler = Object.getOwnPropertyDescriptor(target.prototype, name)?.value as object | undefined;
      if (
        name === 'constructor' ||
        typeof handler !== 'function' ||
        !Reflect.getMetadata(PUBLIC_READ_KEY, handler)
      )
        continue;
      if (Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler) === 'Query') {
        queryFields.add((Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? name);
        continue;
      }
      const routes = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (routes === undefined || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) {
        throw new Error(
          `@PublicRead() on ${target.name}.${name}: only a GET route or a GraphQL query can be a public read`,
        );
      }
      for (const base of asArray(Reflect.getMetadata(PATH_METADATA, target))) {
        for (const route of asArray(routes)) {
          const path = join(base, route);
          const routePattern = pattern(
            options.unprefixed.includes(path.slice(1)) ? path : join(options.prefix, path),
          );
          paths.push(routePattern);
          restRoutes.push({ path: new RegExp(`^${routePattern}\\/?$`), params: queryParams(target, name) });
        }
      }
    }
  }
  return {
    restPaths: paths.length ? new RegExp(`^(?:${paths.join('|')})\\/?$`) : /(?!)/,
    restRoutes,
    queryFields,
  };
}

/**
 * Which requests are public reads, the same answer for every anonymous caller in one language: read
 * from the operations' own declarations once every module is initialised, before the first request.
 * The cache (cache/shared-answers.ts), the answers' headers (no-store.ts), the GraphQL plugin
 * (graphql/public-reads.ts) and the page render (ssr/render-reads.ts) ask it.
 */
@Injectable()
export class PublicReads implements OnModuleInit {
  private declared: PublicReadDeclarations = { restPaths: /(?!)/, restRoutes: [], queryFields: new Set() };

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const classes = [...this.discovery.getControllers(), ...this.discovery.getProviders()]
      .map((wrapper) => wrapper.metatype as Type<unknown> | null | undefined)
      .filter(
        (metatype): metatype is Type<unknown> => typeof metatype === 'function' && !!metatype.prototype,
      );
    this.declared = publicReadsOf([...new Set(classes)], { prefix: 'api', unprefixed: UNPREFIXED });
  }

  /** A GET or HEAD of this path is a public read. */
  isRestRead(path: string): boolean {
    return this.declared.restPaths.test(path);
  }

  /** The query string a public read at `path` is kept by (`?…`, or ''): only the parameters its route reads, in one order. */
  restQuery(path: string, search: string): string {
    return search
      ? onlyReadParams(this.declared.restRoutes.find((route) => route.path.test(path))?.params, search)
      : '';
  }

  /** A root query field declared public (`__typename` too). */
  isQueryField(name: string): boolean {
    return name === '__typename' || this.declared.queryFields.has(name);
  }

  /** A query whose root fields are all public reads. */
  readsPublicFieldsOnly(operation: OperationDefinitionNode): boolean {
    return (
      operation.operation === 'query' &&
      operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && this.isQueryField(selection.name.value),
      )
    );
  }
}
