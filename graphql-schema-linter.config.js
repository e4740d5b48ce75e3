// graphql-schema-linter on schema.graphql (`npm run lint`, scripts/lint-api.mjs): every rule of the
// tool that is not a matter of taste, the description rules among them.
module.exports = {
  rules: [
    'arguments-have-descriptions',
    'defined-types-are-used',
    'deprecations-have-a-reason',
    'descriptions-are-capitalized',
    'enum-values-have-descriptions',
    'fields-are-camel-cased',
    'fields-have-descriptions',
    'input-object-values-are-camel-cased',
    'input-object-values-have-descriptions',
    'relay-connection-arguments-spec',
    'relay-connection-types-spec',
    'types-are-capitalized',
    'types-have-descriptions',
    // Off: 'type-fields-sorted-alphabetically', 'input-object-fields-sorted-alphabetically',
    //   'interface-fields-sorted-alphabetically', 'enum-values-sorted-alphabetically': taste; fields
    //   follow the order a reader meets them in (id, name, then details), and reordering is churn.
    // Off: 'enum-values-all-caps': Language's values are the language codes `pl` and `en` as the
    //   pages, cookies and Accept-Language spell them; renaming them would break every caller.
    // Off: 'relay-page-info-spec': lists are offset pages (`offset`, `limit`, `total`), not Relay
    //   connections, so there is no PageInfo type to require.
  ],
};
