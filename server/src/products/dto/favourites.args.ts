import { ArgsType } from '@nestjs/graphql';
import { PageArgsOf } from '../../common/pagination/page.args';

/** Spec §9: favourites show six at a time. */
@ArgsType()
export class FavouritesArgs extends PageArgsOf(6) {}
