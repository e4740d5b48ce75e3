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

  @Query(() => UserPage, {
    name: 'users',
    description: 'Every account, oldest first, 100 a page by default. Admins only',
  })
  @Allow('admin')
  listUsers(@Ctx() ctx: RequestContext, @Args() args: UsersArgs): Promise<UserPage> {
    return this.users.list(ctx, args);
  }

  @Mutation(() => User, {
    description:
      "Sets or removes an account's admin flag; answers the account. A removal ends the account's earlier tokens. Admins only; FORBIDDEN for removing one's own flag or the last admin's, NOT_FOUND for an unknown account",
  })
  @Allow('admin')
  setUserAdmin(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The account's id" }) id: number,
    @Args('isAdmin', { description: 'The flag to set' }) isAdmin: boolean,
  ): Promise<User> {
    return this.users.setAdmin(ctx, id, isAdmin);
  }
}
