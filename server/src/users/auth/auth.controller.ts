import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Allow } from '../../common/auth/allow.decorator';
import { Ctx } from '../../common/context/ctx.decorator';
import type { Caller, RequestContext } from '../../common/context/request-context';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { RestAnswer, RestSummary, RestTag } from '../../openapi/rest-answer.decorator';
import { RegisterAnswer, TokenAnswer, UserInfoAnswer } from '../dto/rest-answers';

/** Spec §7: POST /api/register, POST /api/login, GET /api/info. */
@Controller()
@RestTag(
  'Accounts for integrators: register, sign in for a token (seven days), and ask who a token stands for.',
)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @Allow('anyone')
  @RestSummary(
    'Creates an account and signs it in',
    "JSON `name` (1 to 100 characters, shown with the user's comments), `email` and `password` (6 to 128 characters, not a common one, not the e-mail or the name). Answers the account with a token, as a sign-in would. At most RATE_LIMIT_REGISTER (5 by default) registrations per 10 minutes per client. Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`, `NOT_ALLOWED`, `EMAIL_INVALID`, `EMAIL_TAKEN`, `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, `PASSWORD_TOO_COMMON`, `PASSWORD_ONE_CHARACTER`, `PASSWORD_CONTAINS_EMAIL`, `PASSWORD_CONTAINS_NAME`, `PASSWORD_TOO_GUESSABLE`.",
  )
  @RestAnswer(201, RegisterAnswer, 'The new account, with its token')
  @RateLimit('register')
  async register(@Ctx() ctx: RequestContext, @Body() input: RegisterInput) {
    const { token, user } = await this.auth.register(ctx, input);
    return { token, id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
  }

  @Post('login')
  @HttpCode(200)
  @RestSummary(
    'Signs in: the token to send as a bearer',
    'JSON `email` and `password`; answers a token (a JWT, valid seven days) to send as `Authorization: Bearer <token>`. A wrong e-mail or password is 401, the same for both. At most RATE_LIMIT_LOGIN (5 by default) attempts a minute per client, and each failure for one e-mail makes the next wait longer: 429 with Retry-After.',
  )
  @RestAnswer(200, TokenAnswer)
  @Allow('anyone')
  @RateLimit('login')
  async login(@Ctx() ctx: RequestContext, @Body() input: LoginInput) {
    const { token } = await this.auth.login(ctx, input);
    return { token };
  }

  @Get('info')
  @Allow('user')
  @RestSummary(
    "The token's account",
    'The id, name, admin flag and e-mail of the account the token stands for, as the database has them now. 401 for no token, or one no longer valid (after a sign-out everywhere or a change of the admin flag).',
  )
  @RestAnswer(200, UserInfoAnswer)
  info(@Ctx() ctx: RequestContext) {
    const user = ctx.caller as Caller;
    return { id: user.id, name: user.name, isAdmin: user.isAdmin, email: user.email };
  }
}
