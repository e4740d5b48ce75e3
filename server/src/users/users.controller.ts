import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { AdminOnly } from '../common/auth/guards';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { SetAdminBody } from './dto/set-admin.body';
import { UsersArgs } from './dto/users.args';
import { UsersService } from './users.service';

const toRest = (user: AuthUser) => ({ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin });

/** Spec §7: GET /api/admin/users, PUT /api/admin/users/{id} with body {isAdmin}. */
@Controller('admin/users')
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** A plain list as the spec's clients read it; `skip`/`take` page through more than 100 accounts. */
  @Get()
  async list(@Query() args: UsersArgs) {
    const page = await this.users.list(args.skip, args.take);
    return page.items.map(toRest);
  }

  @Put(':id')
  async setAdmin(@CurrentUser() actor: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: SetAdminBody) {
    return toRest(await this.users.setAdmin(actor, id, body.isAdmin));
  }
}
