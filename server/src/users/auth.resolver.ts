import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { Caller, RequestContext } from '../common/context/request-context';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { AuthPayload, UserInfo } from './user.model';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => UserInfo, { description: 'The signed-in user; UNAUTHENTICATED without a valid token' })
  @Allow('user')
  me(@Ctx() ctx: RequestContext): UserInfo {
    return ctx.caller as Caller;
  }

  @Mutation(() => Boolean, { description: 'Signs the caller out everywhere: every token issued so far stops working' })
  @Allow('user')
  async logoutEverywhere(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.auth.logoutEverywhere(ctx);
    return true;
  }

  @Mutation(() => AuthPayload)
  @Allow('anyone')
  @RateLimit('register')
  register(@Ctx() ctx: RequestContext, @Args('input') input: RegisterInput): Promise<AuthPayload> {
    return this.auth.register(ctx, input);
  }

  @Mutation(() => AuthPayload)
  @Allow('anyone')
  @RateLimit('login')
  login(@Ctx() ctx: RequestContext, @Args('input') input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(ctx, input);
  }
}
