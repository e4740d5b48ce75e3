import { IsBoolean, IsEmail, IsInt, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Spec §7, POST /api/login. */
@JSONSchema({ examples: [{ token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIsInZlciI6MH0.c2lnbmF0dXJl' }] })
export class TokenAnswer {
  /** A JWT to send as `Authorization: Bearer <token>` (seven days). */
  @IsString()
  token: string;
}

/** Spec §7, GET /api/info: who the token belongs to. */
@JSONSchema({ examples: [{ id: 2, name: 'Anna', isAdmin: false }] })
export class UserInfoAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  @IsBoolean()
  isAdmin: boolean;
}

/** POST /api/register: the new account, already signed in. */
@JSONSchema({ examples: [{ id: 2, name: 'Anna', isAdmin: false, email: 'anna@example.com', token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIsInZlciI6MH0.c2lnbmF0dXJl' }] })
export class RegisterAnswer extends UserInfoAnswer {
  @IsString()
  token: string;

  @IsEmail()
  email: string;
}

/** Spec §7, GET /api/admin/users: one account. */
@JSONSchema({ examples: [{ id: 2, name: 'Anna', isAdmin: false, email: 'anna@example.com' }] })
export class UserAnswer extends UserInfoAnswer {
  @IsEmail()
  email: string;
}

export const PASSWORD_RESET_MESSAGE = 'If an account has this address, a link to set a new password is on its way; it works for 30 minutes.';

/** POST /api/password-reset: the one answer for every address. */
@JSONSchema({ examples: [{ message: PASSWORD_RESET_MESSAGE }] })
export class PasswordResetAnswer {
  @IsString()
  message: string;
}
