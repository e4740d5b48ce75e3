import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/guards';
import { clientAddress } from '../common/http/client-address';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';

/** Spec §7: POST /api/register, POST /api/login, GET /api/info. */
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @RateLimit('register')
  async register(@Body() input: RegisterInput) {
    const { token, user } = await this.auth.register(input);
    return { token, id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  async login(@Body() input: LoginInput, @Req() req: Request) {
    const { token } = await this.auth.login(input, clientAddress(req));
    return { token };
  }

  @Get('info')
  @Authenticated()
  info(@CurrentUser() user: AuthUser) {
    return { id: user.id, name: user.name, isAdmin: user.isAdmin };
  }
}
