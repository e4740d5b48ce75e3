import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { normaliseEmail } from './register.input';

@InputType()
export class LoginInput {
  @Field()
  @Transform(normaliseEmail)
  @IsString()
  @MaxLength(320)
  email: string;

  @Field()
  @IsString()
  @MaxLength(1024)
  password: string;
}
