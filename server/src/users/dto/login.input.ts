import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { toEmail } from './register.input';

@InputType()
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
