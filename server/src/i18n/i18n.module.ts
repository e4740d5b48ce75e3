import { Global, Module } from '@nestjs/common';
import { TranslationGapsService } from './translation-gaps.service';
import { TranslationsResolver } from './translations.resolver';

/**
 * The shop's two languages: the fallback rule the domains apply, and what the maker has not
 * translated yet (each domain registers its own texts with TranslationGapsService). Global, so a
 * domain asks it without importing it.
 */
@Global()
@Module({
  providers: [TranslationGapsService, TranslationsResolver],
  exports: [TranslationGapsService],
})
export class I18nModule {}
