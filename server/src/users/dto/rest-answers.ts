import { IsBoolean, IsEmail, IsInt, IsString } from 'class-validator';

/** Spec §7, POST /api/login. */
export class TokenAnswer {
  /** A JWT to send as `Authorization: Bearer <token>` (seven days). */
  @IsString()
  token: string;
}

/** Spec §7, GET /api/info: who the token belongs to. */
export class UserInfoAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  @IsBoolean()
  isAdmin: boolean;
}

/** POST /api/register: the new account, already signed in. */
export class RegisterAnswer extends UserInfoAnswer {
  @IsString()
  token: string;

  @IsEmail()
  email: string;
}

/** Spec §7, GET /api/admin/users: one account. */
export class UserAnswer extends UserInfoAnswer {
  @IsEmail()
  email: string;
}
