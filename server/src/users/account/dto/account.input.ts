import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { cleanText } from '../../../common/text/text-rules';
import { IsCleanText, IsShopEmail } from '../../../common/text/text.validators';
import { IsNotReservedName } from '../../../common/text/text.validators';
import { IsAcceptablePassword, NAME_MAX_LENGTH, toEmail } from '../../auth/dto/register.input';

const toName = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);
/** A password to check is never longer than the policy allows a new one (no hashing of megabytes). */
const PASSWORD_CHECK_MAX = 128;

@InputType({ description: "The signed-in account's new name" })
@JSONSchema({ examples: [{ name: 'Anna K.' }] })
export class ChangeNameInput {
  @Field({
    description:
      "The name shown with its comments; the registration's rules: up to 100 characters, not the shop's own name or an administrator's (NAME_RESERVED)",
  })
  @Transform(toName)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: NAME_MAX_LENGTH })
  @IsNotReservedName(NAME_MAX_LENGTH)
  name: string;
}

@InputType({ description: 'The current password, and the new one' })
@JSONSchema({
  examples: [{ currentPassword: 'kolczyki z sutaszu 2026', newPassword: 'broszka z sutaszu 2027' }],
})
export class ChangePasswordInput {
  @Field({ description: 'The password the account signs in with now' })
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(PASSWORD_CHECK_MAX, { message: 'PASSWORD_WRONG' })
  currentPassword: string;

  @Field({
    description:
      "The new password: the registration's policy (6 to 128 characters, not a common one, not the e-mail or the name)",
  })
  @IsString({ message: 'INVALID_VALUE' })
  @IsAcceptablePassword()
  newPassword: string;
}

@InputType({ description: 'The address the account should move to, and the current password' })
@JSONSchema({ examples: [{ newEmail: 'anna.k@example.com', password: 'kolczyki z sutaszu 2026' }] })
export class RequestEmailChangeInput {
  @Field({
    description:
      'The new e-mail (up to 254 characters; case and spaces around it do not matter); a link to confirm it is mailed there',
  })
  @Transform(toEmail)
  @IsString({ message: 'INVALID_VALUE' })
  @IsShopEmail()
  newEmail: string;

  @Field({ description: 'The password the account signs in with now' })
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(PASSWORD_CHECK_MAX, { message: 'PASSWORD_WRONG' })
  password: string;
}

@InputType({ description: 'The token of a link mailed to confirm a new e-mail' })
@JSONSchema({ examples: [{ token: 'bWFkZSB1cCBmb3IgdGhlIGV4YW1wbGUgb25seSEhISEhIQ' }] })
export class ConfirmEmailChangeInput {
  @Field({ description: 'The `token` parameter of the mailed link /account/confirm-email?token=…' })
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(200, { message: 'EMAIL_LINK_INVALID' })
  token: string;
}

@InputType({ description: "The token of a link mailed to confirm the account's own address" })
@JSONSchema({ examples: [{ token: 'bWFkZSB1cCBmb3IgdGhlIGV4YW1wbGUgb25seSEhISEhIQ' }] })
export class ConfirmEmailAddressInput {
  @Field({
    description: 'The `token` parameter of the mailed link /account/confirm-email?kind=address&token=…',
  })
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(200, { message: 'EMAIL_LINK_INVALID' })
  token: string;
}

@InputType({ description: 'The password, asked again before the account is deleted' })
@JSONSchema({ examples: [{ password: 'kolczyki z sutaszu 2026' }] })
export class DeleteAccountInput {
  @Field({ description: 'The password the account signs in with now' })
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(PASSWORD_CHECK_MAX, { message: 'PASSWORD_WRONG' })
  password: string;
}
