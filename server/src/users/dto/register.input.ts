import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, registerDecorator, ValidationArguments } from 'class-validator';
import { cleanText, normaliseEmail } from '../../common/text/text-rules';
import { IsCleanText, IsShopEmail } from '../../common/text/text.validators';
import { passwordProblems } from '../password-policy';

export const NAME_MAX_LENGTH = 100;

export const toEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseEmail(value) : value);
const toName = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);

/** The password policy, told the e-mail and name it must not repeat. */
function IsAcceptablePassword() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAcceptablePassword',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, { object: input }: ValidationArguments) =>
          typeof value === 'string' && passwordProblems(value, input as RegisterInput).length === 0,
        defaultMessage: ({ value, object: input }: ValidationArguments) =>
          typeof value === 'string' ? passwordProblems(value, input as RegisterInput).join(',') : 'INVALID_VALUE',
      },
    });
}

@InputType()
export class RegisterInput {
  @Field()
  @Transform(toName)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: NAME_MAX_LENGTH })
  name: string;

  @Field()
  @Transform(toEmail)
  @IsString({ message: 'INVALID_VALUE' })
  @IsShopEmail()
  email: string;

  /** Used exactly as typed: never trimmed or truncated. */
  @Field()
  @IsString({ message: 'INVALID_VALUE' })
  @IsAcceptablePassword()
  password: string;
}
