import type { FieldErrors } from './app-error';

export interface SafeVariableError {
  message: string;
  fields?: FieldErrors;
}

const INVALID_VALUE = /^Variable "\$(\w+)" got invalid value /;
const PATH = / at "([\w.[\]]+)"$/;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** The reasons graphql-js gives after the printed value, matched at the end of the message. */
const REASONS: { pattern: RegExp; explain: (match: RegExpMatchArray, at: string) => SafeVariableError }[] = [
  {
    pattern: /; Field "([^"]*)" is not defined by type "(\w+)"\.(?: Did you mean [^;]*)?$/,
    explain: ([, field, type], at) => {
      // The unknown key is the client's own text: named only when it looks like a field name.
      const name = NAME.test(field) ? field : undefined;
      return {
        message: `${name ? `field "${name}"` : 'a field'} is not defined by type "${type}"`,
        fields: name ? { [`${at}.${name}`]: ['NOT_ALLOWED'] } : undefined,
      };
    },
  },
  {
    pattern: /; Field "(\w+)" of required type "([^"]+)" was not provided\.$/,
    explain: ([, field, type], at) => ({
      message: `field "${field}" of type "${type}" is required`,
      fields: { [`${at}.${field}`]: ['REQUIRED'] },
    }),
  },
  {
    pattern: /; Expected non-nullable type "([^"]+)" not to be null\.$/,
    explain: ([, type], at) => ({
      message: `expected a value of type "${type}"`,
      fields: { [at]: ['REQUIRED'] },
    }),
  },
  {
    pattern: /; Expected type "(\w+)" to be an object\.$/,
    explain: ([, type], at) => ({
      message: `expected an object of type "${type}"`,
      fields: { [at]: ['INVALID_VALUE'] },
    }),
  },
  {
    pattern: /; (\w+) cannot represent [^]*$/,
    explain: ([, type], at) => ({
      message: `expected a value of type "${type}"`,
      fields: { [at]: ['INVALID_VALUE'] },
    }),
  },
];

/** Literal values written in the document itself, which validation prints back the same way. */
const LITERALS = [/^(\w+) cannot represent [^]*$/, /^Expected value of type "([^"]+)", found [^]*$/];

/**
 * graphql-js prints a variable that failed its type check, whole, in the error message (a password
 * included), and a wrongly typed literal too. This keeps the variable's name, the path in
 * it and the reason, never the value. Messages that are not about a submitted value come back unchanged.
 */
export function withoutSubmittedValues(message: string): SafeVariableError {
  const literalType = LITERALS.map((pattern) => pattern.exec(message)?.[1]).find(Boolean);
  if (literalType) return { message: `Expected a value of type "${literalType}".` };
  const variable = INVALID_VALUE.exec(message)?.[1];
  if (!variable) return { message };
  for (const { pattern, explain } of REASONS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const at = PATH.exec(message.slice(0, match.index))?.[1] ?? variable;
    const reason = explain(match, at);
    const where = at === variable ? '' : ` at "${at}"`;
    return {
      message: `Variable "$${variable}" got an invalid value${where}: ${reason.message}.`,
      fields: reason.fields,
    };
  }
  return {
    message: `Variable "$${variable}" got an invalid value.`,
    fields: { [variable]: ['INVALID_VALUE'] },
  };
}
