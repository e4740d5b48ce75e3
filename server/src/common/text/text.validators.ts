import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { reservedNameProblems } from './reserved-names';
import { emailProblems, textProblems, TextRules } from './text-rules';

/**
 * class-validator decorators over the text rules. Their messages are reason codes (several joined by
 * commas), which the validation pipe hands to the client per field.
 */
function ruleDecorator(name: string, problems: (value: string) => string[], options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && problems(value).length === 0,
        defaultMessage: ({ value }: ValidationArguments) =>
          typeof value === 'string' ? problems(value).join(',') : 'INVALID_VALUE',
      },
    });
}

export const IsCleanText = (rules: TextRules, options?: ValidationOptions) =>
  ruleDecorator('isCleanText', (value) => textProblems(value, rules), options);

export const IsShopEmail = (options?: ValidationOptions) =>
  ruleDecorator('isShopEmail', emailProblems, options);

/** The shop's own name and an administrator's are for no one (NAME_RESERVED): not an account's, nor the name an enquiry is mailed under: see reserved-names.ts. */
export function IsNotReservedName(maxLength: number) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotReservedName',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || reservedNameProblems(value, maxLength).length === 0,
        defaultMessage: () => 'NAME_RESERVED',
      },
    });
}
