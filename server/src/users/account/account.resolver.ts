import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../../common/auth/allow.decorator';
import { Ctx } from '../../common/context/ctx.decorator';
import type { RequestContext } from '../../common/context/request-context';
import { RateLimit } from '../../common/rate-limit/rate-limit';
import { AccountService } from './account.service';
import {
  ChangeNameInput,
  ChangePasswordInput,
  ConfirmEmailAddressInput,
  ConfirmEmailChangeInput,
  DeleteAccountInput,
  RequestEmailChangeInput,
} from './dto/account.input';
import { AuthPayload, UserInfo } from '../user.model';

const PASSWORD_CODES =
  'PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON, PASSWORD_ONE_CHARACTER, PASSWORD_CONTAINS_EMAIL, PASSWORD_CONTAINS_NAME, PASSWORD_TOO_GUESSABLE';

/** The GraphQL twins of /api/account/… (account.controller.ts). */
@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  @Mutation(() => UserInfo, {
    description:
      "Changes the name shown with the caller's comments (the registration's rules); answers the account. Signed-in users only. Reason codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE, NAME_RESERVED (name)",
  })
  @Allow('user')
  changeName(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The new name' }) input: ChangeNameInput,
  ): Promise<UserInfo> {
    return this.account.changeName(ctx, input.name);
  }

  @Mutation(() => AuthPayload, {
    description: `Changes the caller's password, the current one asked first; every other session ends, the answer carries a fresh token for this one, and a mail tells the owner. Signed-in users only, limited like sign-ins. Reason codes: PASSWORD_WRONG (currentPassword); ${PASSWORD_CODES} (newPassword)`,
  })
  @Allow('user')
  @RateLimit('login')
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The current password and the new one' }) input: ChangePasswordInput,
  ): Promise<AuthPayload> {
    const token = await this.account.changePassword(ctx, input);
    return { token, user: this.account.me(ctx) };
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a link to /account/confirm-email?token=… to the new address (valid 24 hours, once); the e-mail changes only when it is followed, and the old address is then told; the current address is told at once; an address that has an account is answered alike (its owner is told by mail); answers true. Signed-in users only; RATE_LIMITED past RATE_LIMIT_PASSWORD_RESET (10 by default) an hour per client. Reason codes: PASSWORD_WRONG (password); REQUIRED, TOO_LONG, EMAIL_INVALID, EMAIL_UNCHANGED (newEmail)',
  })
  @Allow('user')
  @RateLimit('passwordReset')
  async requestEmailChange(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The new e-mail and the current password' }) input: RequestEmailChangeInput,
  ): Promise<boolean> {
    await this.account.requestEmailChange(ctx, input);
    return true;
  }

  @Mutation(() => UserInfo, {
    description:
      "Confirms a new e-mail with the mailed link's token and answers the account, its new address confirmed (emailConfirmed); the old address is told by mail. Anyone holding the link may call it (limited like sign-ins). Reason codes: EMAIL_LINK_INVALID, EMAIL_LINK_USED, EMAIL_LINK_EXPIRED (token); EMAIL_TAKEN (newEmail) when another account took the address meanwhile",
  })
  @Allow('anyone')
  @RateLimit('login')
  confirmEmailChange(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: "The link's token" }) input: ConfirmEmailChangeInput,
  ): Promise<UserInfo> {
    return this.account.confirmEmailChange(ctx, input.token);
  }

  @Mutation(() => Boolean, {
    description:
      "Mails a link to /account/confirm-email?kind=address&token=… to the caller's own e-mail (valid 24 hours, once; a newer request, a password reset or change and logoutEverywhere void it); following it confirms the address (me.emailConfirmed), and a reservation placed signed in with that address then holds its piece at once. An address confirmed already gets nothing; answers true. Signed-in users only; RATE_LIMITED past RATE_LIMIT_PASSWORD_RESET (10 by default) an hour per client, or RATE_LIMIT_UNVERIFIED_RECIPIENT (3 by default) mails an hour to the address",
  })
  @Allow('user')
  @RateLimit('passwordReset')
  async requestEmailConfirmation(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.account.requestEmailConfirmation(ctx);
    return true;
  }

  @Mutation(() => UserInfo, {
    description:
      "Confirms the account's own address with the mailed link's token (while it is still the account's) and answers the account. Anyone holding the link may call it (limited like sign-ins). Reason codes: EMAIL_LINK_INVALID, EMAIL_LINK_USED, EMAIL_LINK_EXPIRED (token)",
  })
  @Allow('anyone')
  @RateLimit('login')
  confirmEmailAddress(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: "The link's token" }) input: ConfirmEmailAddressInput,
  ): Promise<UserInfo> {
    return this.account.confirmEmailAddress(ctx, input.token);
  }

  @Query(() => String, {
    description:
      'A copy of everything the shop keeps about the caller, as JSON text (the same document as GET /api/account/export): the account, favourites, ratings, comments, votes and enquiries sent while signed in. Signed-in users only',
  })
  @Allow('user')
  async accountExport(@Ctx() ctx: RequestContext): Promise<string> {
    return JSON.stringify(await this.account.exportData(ctx), null, 2);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the caller\'s account after their password; favourites, ratings, votes and enquiries go with it, comments stay as by "Deleted account" ("Konto usunięte"); every session ends; answers true. Signed-in users only, limited like sign-ins. Reason codes: PASSWORD_WRONG (password); LAST_ADMIN (account, FORBIDDEN) for the last admin',
  })
  @Allow('user')
  @RateLimit('login')
  async deleteAccount(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The current password' }) input: DeleteAccountInput,
  ): Promise<boolean> {
    await this.account.deleteAccount(ctx, input.password);
    return true;
  }
}
