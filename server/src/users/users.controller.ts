import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { Account } from './account';
import { SetAdminBody } from './dto/set-admin.body';
import { UsersArgs } from './dto/users.args';
import { UsersService } from './users.service';
import { RestAnswer, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import { UserAnswer } from './dto/rest-answers';

const toRest = (user: Account) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  isAdmin: user.isAdmin,
});

/** Spec §7: GET /api/admin/users, PUT /api/admin/users/{id} with body {isAdmin}. */
@Controller('admin/users')
@Allow('admin')
@RestTag("The admin panel's accounts: the list and the admin flag.")
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** A plain list as the spec's clients read it; `offset`/`limit` page through more than 100 accounts. */
  @Get()
  @RestSummary(
    'Accounts, a page at a time (admins only)',
    'Every account, oldest first, as a plain list: id, e-mail, name and admin flag. `offset` from 0 and `limit` 1 to 100 page through the list; 100 a page by default.',
  )
  @RestAnswer(200, [UserAnswer])
  async list(@Ctx() ctx: RequestContext, @Query() args: UsersArgs) {
    const page = await this.users.list(ctx, args);
    return page.items.map(toRest);
  }

  @Put(':id')
  @RestSummary(
    "Sets another account's admin flag (never one's own; one admin always stays)",
    "Body `{\"isAdmin\": true}` (or false), nothing else (`NOT_ALLOWED` for any other field). Removing the flag ends the account's earlier tokens. 403 for removing the caller's own flag or the last admin's; 404 for an unknown account.",
  )
  @RestAnswer(200, UserAnswer)
  async setAdmin(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SetAdminBody,
  ) {
    return toRest(await this.users.setAdmin(ctx, id, body.isAdmin));
  }
}
