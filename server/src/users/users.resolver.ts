import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { AdminOnly } from '../common/auth/guards';
import { UsersArgs } from './dto/users.args';
import { User, UserPage } from './user.model';
import { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserPage, { name: 'users', description: 'Admin only: every account, oldest first' })
  @AdminOnly()
  listUsers(@Args() args: UsersArgs): Promise<UserPage> {
    return this.users.list(args.skip, args.take);
  }

  @Mutation(() => User, { description: 'Admin only; an admin cannot remove their own flag' })
  @AdminOnly()
  setUserAdmin(
    @CurrentUser() actor: AuthUser,
    @Args('id', { type: () => Int }) id: number,
    @Args('isAdmin') isAdmin: boolean,
  ): Promise<User> {
    return this.users.setAdmin(actor, id, isAdmin);
  }
}
