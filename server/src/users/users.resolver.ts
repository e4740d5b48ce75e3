import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { UsersArgs } from './dto/users.args';
import { User, UserPage } from './user.model';
import { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserPage, { name: 'users', description: 'Admin only: every account, oldest first' })
  @Allow('admin')
  listUsers(@Ctx() ctx: RequestContext, @Args() args: UsersArgs): Promise<UserPage> {
    return this.users.list(ctx, args);
  }

  @Mutation(() => User, { description: 'Admin only; an admin cannot remove their own flag' })
  @Allow('admin')
  setUserAdmin(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int }) id: number,
    @Args('isAdmin') isAdmin: boolean,
  ): Promise<User> {
    return this.users.setAdmin(ctx, id, isAdmin);
  }
}
