import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/guards';
import { clientAddress } from '../common/http/client-address';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { AuthPayload, UserInfo } from './user.model';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => UserInfo, { description: 'The signed-in user; UNAUTHENTICATED without a valid token' })
  @Authenticated()
  me(@CurrentUser() user: AuthUser): UserInfo {
    return user;
  }

  @Mutation(() => AuthPayload)
  @RateLimit('register')
  register(@Args('input') input: RegisterInput): Promise<AuthPayload> {
    return this.auth.register(input);
  }

  @Mutation(() => AuthPayload)
  @RateLimit('login')
  login(@Args('input') input: LoginInput, @Context('req') req: Request): Promise<AuthPayload> {
    return this.auth.login(input, clientAddress(req));
  }
}
