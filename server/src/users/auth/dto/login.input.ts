import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { toEmail } from './register.input';
import { JSONSchema } from 'class-validator-jsonschema';

@InputType({ description: 'An e-mail and password to sign in with' })
@JSONSchema({ examples: [{ email: 'anna@example.com', password: 'kolczyki z sutaszu 2026' }] })
export class LoginInput {
  @Field({
    description: 'The e-mail the account was registered with (case and spaces around it do not matter)',
  })
  @Transform(toEmail)
  @IsString()
  @MaxLength(320)
  email: string;

  /** Bounds the hashing work; the policy's own maximum is lower. */
  @Field({ description: 'The password, exactly as registered' })
  @IsString()
  @MaxLength(1024)
  password: string;
}
