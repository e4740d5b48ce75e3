import type { CodegenConfig } from '@graphql-codegen/cli';

const typedDocuments = { useTypeImports: true, enumsAsTypes: true, skipTypename: false, scalars: { DateTime: 'string' } };

// Typed documents from the committed schema: codegen never needs a running server. The client's
// operations, and the ones the end-to-end tests send, as the client does.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: typedDocuments,
    },
    'test/e2e/gql/': {
      documents: ['test/e2e/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: typedDocuments,
    },
  },
};

export default config;
