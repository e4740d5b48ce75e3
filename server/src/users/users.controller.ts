import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { Account } from './account';
import { SetAdminBody } from './dto/set-admin.body';
import { UsersArgs } from './dto/users.args';
import { UsersService } from './users.service';
import { RestAnswer, RestSummary } from '../openapi/rest-answer.decorator';
import { UserAnswer } from './dto/rest-answers';

const toRest = (user: Account) => ({ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin });

/** Spec §7: GET /api/admin/users, PUT /api/admin/users/{id} with body {isAdmin}. */
@Controller('admin/users')
@Allow('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** A plain list as the spec's clients read it; `offset`/`limit` page through more than 100 accounts. */
  @Get()
  @RestSummary('Accounts, a page at a time (admins only)')
  @RestAnswer(200, [UserAnswer])
  async list(@Ctx() ctx: RequestContext, @Query() args: UsersArgs) {
    const page = await this.users.list(ctx, args);
    return page.items.map(toRest);
  }

  @Put(':id')
  @RestSummary("Sets another account's admin flag (never one's own; one admin always stays)")
  @RestAnswer(200, UserAnswer)
  async setAdmin(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: SetAdminBody) {
    return toRest(await this.users.setAdmin(ctx, id, body.isAdmin));
  }
}
