import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Allow } from '../../common/auth/allow.decorator';
import { Ctx } from '../../common/context/ctx.decorator';
import type { RequestContext } from '../../common/context/request-context';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { RestAnswer, RestSummary, RestTag } from '../../openapi/rest-answer.decorator';
import { PasswordResetConfirmInput, PasswordResetRequestInput } from './dto/password-reset.input';
import { PasswordResetAnswer, PASSWORD_RESET_MESSAGE } from '../dto/rest-answers';
import { PasswordResetService } from './password-reset.service';

/** A forgotten password: a link by mail, then the new password. */
@Controller('password-reset')
@RestTag('A forgotten password: ask for a link by mail, then set a new password with it.')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(202)
  @Allow('anyone')
  @RateLimit('passwordReset')
  @RestSummary(
    'Mails a link to set a new password',
    'JSON `email`. When an account has this address, a link to `/reset-password?token=…` is mailed to it, valid 30 minutes and once. The answer is the same, and comes after about the same time, whether or not the account exists. At most RATE_LIMIT_PASSWORD_RESET (10 by default) requests an hour per client (429 with Retry-After); past RATE_LIMIT_PASSWORD_RESET_ADDRESS (3) an hour for one address, the answer is the same and no mail goes.',
  )
  @RestAnswer(202, PasswordResetAnswer, 'Taken: a mail goes if the address has an account')
  async request(@Ctx() ctx: RequestContext, @Body() input: PasswordResetRequestInput) {
    await this.resets.request(ctx, input.email);
    return { message: PASSWORD_RESET_MESSAGE };
  }

  @Post('confirm')
  @HttpCode(204)
  @Allow('anyone')
  @RateLimit('login')
  @RestSummary(
    "Sets a new password with a reset link's token",
    "JSON `token` (from the mailed link) and `password` (the registration's policy). Every session of the account ends (sign in again) and a mail tells the owner. Reason codes in `fields`: `RESET_LINK_INVALID`, `RESET_LINK_USED`, `RESET_LINK_EXPIRED` (token); `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, `PASSWORD_TOO_COMMON`, `PASSWORD_ONE_CHARACTER`, `PASSWORD_CONTAINS_EMAIL`, `PASSWORD_CONTAINS_NAME`, `PASSWORD_TOO_GUESSABLE` (password). Limited like sign-ins (RATE_LIMIT_LOGIN a minute per client).",
  )
  @RestAnswer(204, null, 'The password is set')
  async confirm(@Ctx() ctx: RequestContext, @Body() input: PasswordResetConfirmInput): Promise<void> {
    await this.resets.confirm(ctx, input);
  }
}
