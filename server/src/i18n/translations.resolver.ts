import { Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { TranslationGaps } from './translation-gaps.model';
import { TranslationGapsService } from './translation-gaps.service';

@Resolver()
export class TranslationsResolver {
  constructor(private readonly translations: TranslationGapsService) {}

  @Query(() => TranslationGaps, {
    description:
      'Every product and publication with a text missing in one language, and how many of each kind. Admins only',
  })
  @Allow('admin')
  translationGaps(@Ctx() ctx: RequestContext): Promise<TranslationGaps> {
    return this.translations.gaps(ctx);
  }
}
