import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { toEmail } from './register.input';
import { JSONSchema } from 'class-validator-jsonschema';

@InputType({ description: 'An e-mail and password to sign in with' })
@JSONSchema({ examples: [{ email: 'anna@example.com', password: 'kolczyki z sutaszu 2026' }] })
export class LoginInput {
  @Field()
  @Transform(toEmail)
  @IsString()
  @MaxLength(320)
  email: string;

  /** Bounds the hashing work; the policy's own maximum is lower. */
  @Field()
  @IsString()
  @MaxLength(1024)
  password: string;
}
