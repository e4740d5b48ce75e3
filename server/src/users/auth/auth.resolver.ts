import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../../common/auth/allow.decorator';
import { Ctx } from '../../common/context/ctx.decorator';
import type { Caller, RequestContext } from '../../common/context/request-context';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { callerAccount } from '../account';
import { AuthPayload, UserInfo } from '../user.model';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => UserInfo, {
    description:
      'The signed-in user, as the database has it now. Signed-in users only: UNAUTHENTICATED without a valid token',
  })
  @Allow('user')
  me(@Ctx() ctx: RequestContext): UserInfo {
    return callerAccount(ctx.caller as Caller);
  }

  @Mutation(() => Boolean, {
    description:
      'Signs the caller out everywhere: every token issued so far stops working (sign in again for a new one); answers true. Signed-in users only',
  })
  @Allow('user')
  async logoutEverywhere(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.auth.logoutEverywhere(ctx);
    return true;
  }

  @Mutation(() => AuthPayload, {
    description:
      'Creates an account and signs it in. Anyone may call it; RATE_LIMITED past RATE_LIMIT_REGISTER (5 by default) per 10 minutes per client. Reason codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE (name); EMAIL_INVALID, EMAIL_TAKEN (email); PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON, PASSWORD_ONE_CHARACTER, PASSWORD_CONTAINS_EMAIL, PASSWORD_CONTAINS_NAME, PASSWORD_TOO_GUESSABLE (password)',
  })
  @Allow('anyone')
  @RateLimit('register')
  register(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The new account' }) input: RegisterInput,
  ): Promise<AuthPayload> {
    return this.auth.register(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs in: answers a token for `Authorization: Bearer <token>`. Anyone may call it. UNAUTHENTICATED for a wrong e-mail or password (the same for both); RATE_LIMITED past RATE_LIMIT_LOGIN (5 by default) a minute per client, and after each failure for an e-mail the next try waits longer',
  })
  @Allow('anyone')
  @RateLimit('login')
  login(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The e-mail and password' }) input: LoginInput,
  ): Promise<AuthPayload> {
    return this.auth.login(ctx, input);
  }
}
