import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, registerDecorator, ValidationArguments } from 'class-validator';
import { cleanText, normaliseEmail } from '../../../common/text/text-rules';
import { IsCleanText, IsNotReservedName, IsShopEmail } from '../../../common/text/text.validators';
import { passwordProblems } from '../password-policy';
import { JSONSchema } from 'class-validator-jsonschema';

export const NAME_MAX_LENGTH = 100;

export const toEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseEmail(value) : value;
const toName = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);

/**
 * The password policy, told the e-mail and name it must not repeat. The policy (zxcvbn's estimate
 * included) runs once per input: the reasons found by `validate` are what `defaultMessage` answers.
 */
export function IsAcceptablePassword() {
  const found = new WeakMap<object, string[]>();
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAcceptablePassword',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, { object: input }: ValidationArguments) => {
          const problems =
            typeof value === 'string'
              ? passwordProblems(value, input as { email?: unknown; name?: unknown })
              : ['INVALID_VALUE'];
          found.set(input, problems);
          return problems.length === 0;
        },
        defaultMessage: ({ object: input }: ValidationArguments) =>
          (found.get(input) ?? ['INVALID_VALUE']).join(','),
      },
    });
}

@InputType({ description: 'A new account: the name shown with its comments, its e-mail and its password' })
@JSONSchema({ examples: [{ name: 'Anna', email: 'anna@example.com', password: 'kolczyki z sutaszu 2026' }] })
export class RegisterInput {
  @Field({
    description:
      "The name shown with its comments; up to 100 characters. The shop's own name and an administrator's (however spelt) are refused: NAME_RESERVED",
  })
  @Transform(toName)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: NAME_MAX_LENGTH })
  @IsNotReservedName(NAME_MAX_LENGTH)
  name: string;

  @Field({
    description:
      'The e-mail to sign in with; up to 254 characters, one account per address (case does not matter)',
  })
  @Transform(toEmail)
  @IsString({ message: 'INVALID_VALUE' })
  @IsShopEmail()
  email: string;

  /** Used exactly as typed: never trimmed or truncated. */
  @Field({
    description:
      'Used exactly as typed: 6 to 128 characters, not a common password, not the e-mail or the name',
  })
  @IsString({ message: 'INVALID_VALUE' })
  @IsAcceptablePassword()
  password: string;
}
