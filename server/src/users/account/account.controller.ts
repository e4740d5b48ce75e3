import { Body, Controller, Get, Header, HttpCode, Patch, Post } from '@nestjs/common';
import { Allow } from '../../common/auth/allow.decorator';
import { Ctx } from '../../common/context/ctx.decorator';
import type { RequestContext } from '../../common/context/request-context';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { RestAnswer, RestSummary, RestTag } from '../../openapi/rest-answer.decorator';
import { AccountService } from './account.service';
import {
  ChangeNameInput,
  ChangePasswordInput,
  ConfirmEmailAddressInput,
  ConfirmEmailChangeInput,
  DeleteAccountInput,
  RequestEmailChangeInput,
} from './dto/account.input';
import {
  AccountAnswer,
  AccountExportAnswer,
  EMAIL_CHANGE_MESSAGE,
  EMAIL_CONFIRMATION_MESSAGE,
  EmailChangeAnswer,
  EmailConfirmationAnswer,
  TokenAnswer,
} from '../dto/rest-answers';

const PASSWORD_CODES =
  '`PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, `PASSWORD_TOO_COMMON`, `PASSWORD_ONE_CHARACTER`, `PASSWORD_CONTAINS_EMAIL`, `PASSWORD_CONTAINS_NAME`, `PASSWORD_TOO_GUESSABLE`';

/** The signed-in user's own account, as the /account page uses it. */
@Controller('account')
@RestTag(
  "The signed-in user's own account: name, password, e-mail (confirmed by a mailed link), a copy of their data, deletion.",
)
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @Allow('user')
  @Header('Cache-Control', 'no-store')
  @RestSummary(
    'Your account',
    "The id, name, admin flag and e-mail of the token's account, as GET /api/info gives them, and `emailConfirmed`: whether a link mailed to the e-mail was followed (POST /api/account/email-confirmation, or an e-mail change). An order placed with a confirmed account's own address holds its piece at once.",
  )
  @RestAnswer(200, AccountAnswer, 'The account')
  me(@Ctx() ctx: RequestContext) {
    return this.account.me(ctx);
  }

  @Patch('name')
  @Allow('user')
  @RestSummary(
    'Changes the name shown with your comments',
    "JSON `name`: the registration's rules (1 to 100 characters; the shop's own name and an administrator's are refused). Answers the account. Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`, `NAME_RESERVED` (name).",
  )
  @RestAnswer(200, AccountAnswer, 'The account with its new name')
  changeName(@Ctx() ctx: RequestContext, @Body() input: ChangeNameInput) {
    return this.account.changeName(ctx, input.name);
  }

  @Post('password')
  @HttpCode(200)
  @Allow('user')
  @RateLimit('login')
  @RestSummary(
    'Changes your password',
    `JSON \`currentPassword\` and \`newPassword\` (the registration's policy). Every other session of the account ends; the answer carries a fresh token for this one, and a mail tells the owner. Limited like sign-ins (RATE_LIMIT_LOGIN a minute per client). Reason codes in \`fields\`: \`PASSWORD_WRONG\` (currentPassword); ${PASSWORD_CODES} (newPassword).`,
  )
  @RestAnswer(200, TokenAnswer, 'The password is changed: the token to use from now on')
  async changePassword(@Ctx() ctx: RequestContext, @Body() input: ChangePasswordInput) {
    return { token: await this.account.changePassword(ctx, input) };
  }

  @Post('email')
  @HttpCode(202)
  @Allow('user')
  @RateLimit('passwordReset')
  @RestSummary(
    'Mails a link to confirm a new e-mail',
    'JSON `newEmail` and `password` (the current one). A link to `/account/confirm-email?token=…` is mailed to the new address, valid 24 hours and once; the e-mail changes only when it is followed, and the old address is then told. The current address is told at once. An address that has an account is answered alike (its owner is told by mail; nothing changes). A newer request voids the links still out. At most RATE_LIMIT_PASSWORD_RESET (10 by default) an hour per client. Reason codes in `fields`: `PASSWORD_WRONG` (password); `REQUIRED`, `TOO_LONG`, `EMAIL_INVALID`, `EMAIL_UNCHANGED` (newEmail).',
  )
  @RestAnswer(202, EmailChangeAnswer, 'The link is on its way to the new address')
  async requestEmailChange(@Ctx() ctx: RequestContext, @Body() input: RequestEmailChangeInput) {
    await this.account.requestEmailChange(ctx, input);
    return { message: EMAIL_CHANGE_MESSAGE };
  }

  @Post('email/confirm')
  @HttpCode(200)
  @Allow('anyone')
  @RateLimit('login')
  @RestSummary(
    "Confirms a new e-mail with the mailed link's token",
    'JSON `token` (from the link mailed to the new address). The account signs in with the new address from now on, confirmed (`emailConfirmed`) since the link was opened from it; a mail tells the old one. No sign-in needed: the link may be opened anywhere. Limited like sign-ins. Reason codes in `fields`: `EMAIL_LINK_INVALID`, `EMAIL_LINK_USED`, `EMAIL_LINK_EXPIRED` (token); `EMAIL_TAKEN` (409, newEmail) when another account took the address meanwhile.',
  )
  @RestAnswer(200, AccountAnswer, 'The account with its new e-mail')
  confirmEmailChange(@Ctx() ctx: RequestContext, @Body() input: ConfirmEmailChangeInput) {
    return this.account.confirmEmailChange(ctx, input.token);
  }

  @Post('email-confirmation')
  @HttpCode(202)
  @Allow('user')
  @RateLimit('passwordReset')
  @RestSummary(
    "Mails a link to confirm your account's address",
    "No body. A link to `/account/confirm-email?kind=address&token=…` is mailed to the account's e-mail, valid 24 hours and once; following it confirms the address (`emailConfirmed`), and a reservation placed signed in with that address then holds its piece at once instead of waiting for its own mailed link. A newer request voids the links still out, as do a password reset, a password change and signing out everywhere. An address confirmed already gets nothing (answered alike). At most RATE_LIMIT_PASSWORD_RESET (10 by default) an hour per client and RATE_LIMIT_UNVERIFIED_RECIPIENT (3 by default) mails an hour to the address: 429 with Retry-After.",
  )
  @RestAnswer(202, EmailConfirmationAnswer, 'The link is on its way to the address')
  async requestEmailConfirmation(@Ctx() ctx: RequestContext) {
    await this.account.requestEmailConfirmation(ctx);
    return { message: EMAIL_CONFIRMATION_MESSAGE };
  }

  @Post('email-confirmation/confirm')
  @HttpCode(200)
  @Allow('anyone')
  @RateLimit('login')
  @RestSummary(
    "Confirms your account's address with the mailed link's token",
    "JSON `token` (from the link mailed by POST /api/account/email-confirmation). The address is confirmed while it is still the account's. No sign-in needed: the link may be opened anywhere. Limited like sign-ins. Reason codes in `fields`: `EMAIL_LINK_INVALID`, `EMAIL_LINK_USED`, `EMAIL_LINK_EXPIRED` (token).",
  )
  @RestAnswer(200, AccountAnswer, 'The account, its address confirmed')
  confirmEmailAddress(@Ctx() ctx: RequestContext, @Body() input: ConfirmEmailAddressInput) {
    return this.account.confirmEmailAddress(ctx, input.token);
  }

  @Get('export')
  @Allow('user')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="soutache-account.json"')
  @RestSummary(
    'Downloads a copy of your data',
    'A JSON file of everything the shop keeps about the account: the account itself, favourites, ratings, comments, votes on comments, and the enquiries sent while signed in. Product names are in the language of the request. The password hash and links in flight are not included.',
  )
  @RestAnswer(200, AccountExportAnswer, 'The copy, as a file to save')
  exportData(@Ctx() ctx: RequestContext) {
    return this.account.exportData(ctx);
  }

  @Post('delete')
  @HttpCode(204)
  @Allow('user')
  @RateLimit('login')
  @RestSummary(
    'Deletes your account',
    'JSON `password` (the current one). Favourites, ratings, votes and enquiries are deleted with the account; comments stay, shown as by "Deleted account" ("Konto usunięte"), so a conversation keeps its sense. Every session ends. The last admin cannot delete their account: 403 with `LAST_ADMIN` (account). Limited like sign-ins. Reason codes in `fields`: `PASSWORD_WRONG` (password), `LAST_ADMIN` (account).',
  )
  @RestAnswer(204, null, 'The account is deleted')
  async deleteAccount(@Ctx() ctx: RequestContext, @Body() input: DeleteAccountInput): Promise<void> {
    await this.account.deleteAccount(ctx, input.password);
  }
}
