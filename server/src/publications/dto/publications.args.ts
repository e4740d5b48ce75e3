import { ArgsType } from '@nestjs/graphql';
import { PageArgsOf } from '../../common/pagination/page.args';

/** The blog's page: six publications. */
@ArgsType()
export class PublicationsArgs extends PageArgsOf(6) {}
