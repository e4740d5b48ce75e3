import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { Caller, RequestContext } from '../common/context/request-context';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { RestAnswer, RestSummary } from '../openapi/rest-answer.decorator';
import { RegisterAnswer, TokenAnswer, UserInfoAnswer } from './dto/rest-answers';

/** Spec §7: POST /api/register, POST /api/login, GET /api/info. */
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @Allow('anyone')
  @RestSummary('Creates an account and signs it in')
  @RestAnswer(201, RegisterAnswer, 'The new account, with its token')
  @RateLimit('register')
  async register(@Ctx() ctx: RequestContext, @Body() input: RegisterInput) {
    const { token, user } = await this.auth.register(ctx, input);
    return { token, id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
  }

  @Post('login')
  @HttpCode(200)
  @RestSummary('Signs in: the token to send as a bearer')
  @RestAnswer(200, TokenAnswer)
  @Allow('anyone')
  @RateLimit('login')
  async login(@Ctx() ctx: RequestContext, @Body() input: LoginInput) {
    const { token } = await this.auth.login(ctx, input);
    return { token };
  }

  @Get('info')
  @Allow('user')
  @RestSummary("The token's account")
  @RestAnswer(200, UserInfoAnswer)
  info(@Ctx() ctx: RequestContext) {
    const user = ctx.caller as Caller;
    return { id: user.id, name: user.name, isAdmin: user.isAdmin };
  }
}
