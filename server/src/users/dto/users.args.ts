import { ArgsType } from '@nestjs/graphql';
import { PageArgs } from '../../common/pagination/page.args';

/** The users list's page: the shared offset and limit (at most 100). */
@ArgsType()
export class UsersArgs extends PageArgs {}
