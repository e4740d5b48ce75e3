import type { CodegenConfig } from '@graphql-codegen/cli';

const typedDocuments = {
  useTypeImports: true,
  enumsAsTypes: true,
  skipTypename: false,
  scalars: { DateTime: 'string' },
};

// Typed documents from the committed schema: codegen never needs a running server. The client's
// operations, and the ones the end-to-end tests send, as the client does.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: [
        'client/src/**/*.graphql',
        '!client/src/features/{blog,comments,translations,catalogue-admin,account,orders}/**',
        '!client/src/features/admin/enquiries/**',
        '!client/src/features/admin/insights/**',
        '!client/src/features/admin/orders/**',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: typedDocuments,
    },
    // Features whose operations stay out of the shell: the generated module of all operations goes with
    // every page, a feature's own module only with the pages that use it (the JS budget of perf-budget.json).
    ...Object.fromEntries(
      [
        ['blog', ['client/src/features/blog/**/*.graphql']],
        ['comments', ['client/src/features/comments/comments.graphql']],
        // The comments' writes and the caller's votes, loaded on a signed-in visitor's first use (with the fragment they share).
        ['comment-writes', ['client/src/features/comments/*.graphql']],
        // The admin's screens: the catalogue's forms and the translation view.
        ['catalogue-admin', ['client/src/features/catalogue-admin/*.graphql']],
        ['translations', ['client/src/features/translations/*.graphql']],
        // The signed-in user's account page.
        ['account', ['client/src/features/account/*.graphql']],
        // Checkout and an order's page (and the account's list of orders).
        ['orders', ['client/src/features/orders/*.graphql']],
        // The admin's enquiries and the panel's count of new ones.
        ['admin-enquiries', ['client/src/features/admin/enquiries/*.graphql']],
        // The maker's insights.
        ['admin-insights', ['client/src/features/admin/insights/*.graphql']],
        // The maker's orders and selling settings, and the panel's count of orders awaiting payment.
        ['admin-orders', ['client/src/features/admin/orders/*.graphql']],
      ].map(([folder, documents]) => [
        `client/src/gql/${folder}/`,
        { documents, preset: 'client', presetConfig: { fragmentMasking: false }, config: typedDocuments },
      ]),
    ),
    'test/e2e/gql/': {
      documents: ['test/e2e/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: typedDocuments,
    },
  },
};

export default config;
