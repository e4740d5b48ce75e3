import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** Spec §5: non-space text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const normaliseEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType()
export class RegisterInput {
  @Field()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name: string;

  @Field()
  @Transform(normaliseEmail)
  @IsString()
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @Matches(EMAIL_PATTERN, { message: 'Invalid email' })
  email: string;

  /** Checked by the password policy exactly as typed; the cap here only bounds the hashing work. */
  @Field()
  @IsString()
  @MaxLength(1024, { message: 'Password must be at most 128 characters' })
  password: string;
}
