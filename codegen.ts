import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the committed schema: codegen never needs a running server.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, skipTypename: false },
    },
  },
};

export default config;
