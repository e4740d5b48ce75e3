import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow } from '../../common/auth/allow.decorator';
import { Ctx } from '../../common/context/ctx.decorator';
import type { RequestContext } from '../../common/context/request-context';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { PasswordResetConfirmInput, PasswordResetRequestInput } from './dto/password-reset.input';
import { PasswordResetService } from './password-reset.service';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Mutation(() => Boolean, {
    description:
      'Mails a link to /reset-password?token=… (valid 30 minutes, once) when an account has this e-mail; answers true, after about the same time, whether or not it exists. Anyone may call it; RATE_LIMITED past RATE_LIMIT_PASSWORD_RESET (10 by default) an hour per client; past RATE_LIMIT_PASSWORD_RESET_ADDRESS (3) an hour for one address no mail goes',
  })
  @Allow('anyone')
  @RateLimit('passwordReset')
  async requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The forgotten account’s e-mail' }) input: PasswordResetRequestInput,
  ): Promise<boolean> {
    await this.resets.request(ctx, input.email);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password with a reset link's token; every session of the account ends and its owner is told by mail; answers true. Anyone may call it (limited like sign-ins). Reason codes: RESET_LINK_INVALID, RESET_LINK_USED, RESET_LINK_EXPIRED (token); the registration's password codes (password)",
  })
  @Allow('anyone')
  @RateLimit('login')
  async resetPassword(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The token of the link and the new password' })
    input: PasswordResetConfirmInput,
  ): Promise<boolean> {
    await this.resets.confirm(ctx, input);
    return true;
  }
}
