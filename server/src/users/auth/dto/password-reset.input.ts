import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { IsAcceptablePassword, toEmail } from './register.input';

@InputType({ description: 'The e-mail of the account whose password was forgotten' })
@JSONSchema({ examples: [{ email: 'anna@example.com' }] })
export class PasswordResetRequestInput {
  @Field({
    description: 'The e-mail the account was registered with (case and spaces around it do not matter)',
  })
  @Transform(toEmail)
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(320, { message: 'TOO_LONG' })
  email: string;
}

@InputType({ description: "A reset link's token and the new password" })
@JSONSchema({
  examples: [
    { token: 'bWFkZSB1cCBmb3IgdGhlIGV4YW1wbGUgb25seSEhISEhIQ', password: 'kolczyki z sutaszu 2027' },
  ],
})
export class PasswordResetConfirmInput {
  @Field({ description: 'The `token` parameter of the mailed link /reset-password?token=…' })
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(200, { message: 'RESET_LINK_INVALID' })
  token: string;

  @Field({
    description:
      'The new password: the same policy as at registration (6 to 128 characters, not a common one, not the e-mail or the name)',
  })
  @IsString({ message: 'INVALID_VALUE' })
  @IsAcceptablePassword()
  password: string;
}
