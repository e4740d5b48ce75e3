import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { printSchema } from 'graphql';
import { repoRoot } from './config/app-config';
import { describeRootTypes } from './graphql/root-types';
import { CatalogueWritesResolver } from './products/catalogue-writes.resolver';
import { EngagementResolver } from './products/engagement.resolver';
import { ProductsResolver } from './products/products.resolver';
import { PieceHoldsResolver } from './products/piece-holds.resolver';
import { AuthResolver } from './users/auth/auth.resolver';
import { UsersResolver } from './users/users.resolver';
import { PasswordResetResolver } from './users/auth/password-reset.resolver';
import { AccountResolver } from './users/account/account.resolver';
import { PublicationsResolver } from './publications/publications.resolver';
import { CommentsResolver } from './comments/comments.resolver';
import { EnquiriesResolver } from './enquiries/enquiries.resolver';
import { OrdersResolver } from './orders/orders.resolver';
import { UploadLimitsResolver } from './media/upload-limits.resolver';
import { TranslationsResolver } from './i18n/translations.resolver';
import { InsightsResolver } from './insights/insights.resolver';

/** Every resolver of the code-first schema; `npm run codegen` prints them into schema.graphql. */
export const RESOLVERS = [
  AuthResolver,
  UsersResolver,
  PasswordResetResolver,
  AccountResolver,
  ProductsResolver,
  PieceHoldsResolver,
  EngagementResolver,
  CatalogueWritesResolver,
  PublicationsResolver,
  CommentsResolver,
  TranslationsResolver,
  UploadLimitsResolver,
  EnquiriesResolver,
  OrdersResolver,
  InsightsResolver,
];

const HEADER = `# ------------------------------------------------------
# THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)
# Run \`npm run codegen\` after changing the server's GraphQL types.
# ------------------------------------------------------

`;

export async function buildSchemaText(): Promise<string> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const schema = await app.get(GraphQLSchemaFactory).create(RESOLVERS);
  await app.close();
  return HEADER + printSchema(describeRootTypes(schema)) + '\n';
}

if (require.main === module) {
  const target = process.argv[2] ?? join(repoRoot(), 'schema.graphql');
  void buildSchemaText().then((text) => {
    writeFileSync(target, text);
    console.log(`GraphQL schema written to ${target}`);
  });
}
