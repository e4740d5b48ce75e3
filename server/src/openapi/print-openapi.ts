import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { FEATURE_MODULES, ROOT_CONTROLLERS } from '../app.module';
import { repoRoot } from '../config/app-config';
import { openApiDocument } from './openapi-document';
import { DocsController } from './openapi.controller';

type ModuleEntry = Type<unknown> | DynamicModule;

/** The controllers of the shop's modules, read from their metadata: no app, no database. */
export function apiControllers(): Type<unknown>[] {
  const found = new Set<Type<unknown>>(ROOT_CONTROLLERS);
  const seen = new Set<ModuleEntry>();
  const visit = (entry: ModuleEntry) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const dynamic = 'module' in entry ? entry : undefined;
    const moduleClass = dynamic?.module ?? (entry as Type<unknown>);
    const controllers: Type<unknown>[] = [
      ...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, moduleClass) ?? []),
      ...(dynamic?.controllers ?? []),
    ];
    controllers.forEach((controller) => found.add(controller));
    const imports: ModuleEntry[] = [
      ...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) ?? []),
      ...((dynamic?.imports ?? []) as ModuleEntry[]),
    ];
    // Classes and dynamic modules; promised and forward-referenced imports hold no controllers of ours.
    imports
      .filter(
        (entry) => typeof entry === 'function' || (!!entry && typeof entry === 'object' && 'module' in entry),
      )
      .forEach(visit);
  };
  FEATURE_MODULES.forEach(visit);
  found.delete(DocsController);
  return [...found];
}

/** `npm run codegen` prints it into openapi.json, committed beside schema.graphql. */
if (require.main === module) {
  const target = process.argv[2] ?? join(repoRoot(), 'openapi.json');
  writeFileSync(target, `${JSON.stringify(openApiDocument(apiControllers()), null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
}
