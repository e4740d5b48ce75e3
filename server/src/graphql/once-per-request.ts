import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * The mutations that mail someone, once per request each. Aliased many times over, the first ones
 * would be kept and mailed and a later one refused by its limit, and a non-null field's refusal empties
 * the whole answer (`data: null`): the caller would not know what was sent. Refused whole instead, at
 * validation: nothing runs.
 */
export const ONCE_PER_REQUEST = ['sendEnquiry', 'requestPasswordReset', 'requestEmailChange'] as const;

export const oncePerRequestRule: ValidationRule = (context) => {
  const seen = new Set<string>();
  return {
    OperationDefinition() {
      seen.clear();
    },
    Field(node) {
      const name = node.name.value;
      if (
        context.getParentType() !== context.getSchema().getMutationType() ||
        !(ONCE_PER_REQUEST as readonly string[]).includes(name)
      )
        return;
      if (seen.has(name))
        context.reportError(new GraphQLError(`${name} may be asked once per request`, { nodes: node }));
      seen.add(name);
    },
  };
};
