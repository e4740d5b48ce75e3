import type { Language } from '../i18n/locale';
import type { FieldErrors } from '../common/errors/app-error';
import { type Bilingual, requireEitherLanguage, writtenIn } from '../i18n/bilingual-texts';
import type { RequestContext } from '../common/context/request-context';
import { visibleTo } from '../database/visibility';
import type { CreateProductInput, UpdateProductInput } from './dto/product.input';

/** What the maker writes of a piece, each in both languages; a version left out of an edit is undefined (it stays). */
export interface ProductTexts {
  name: Partial<Bilingual>;
  description: Partial<Bilingual>;
  /** The write named the name by the plain field (in the request's language), so a refusal names that field too. */
  plainName?: boolean;
}

/** The texts a write gives: the explicit versions, and a plain `name` as the request's language. */
export function productTexts(locale: Language, input: CreateProductInput | UpdateProductInput): ProductTexts {
  return {
    name: writtenIn(locale, input.name, input.nameEn, input.namePl),
    description: { en: input.descriptionEn ?? undefined, pl: input.descriptionPl ?? undefined },
    plainName: input.name !== undefined && input.name !== null,
  };
}

/** Spec §5's "name and description required", for a bilingual shop: each in at least one language. */
export function checkTexts(texts: ProductTexts, problems: FieldErrors): void {
  requireEitherLanguage('name', texts.name, Boolean(texts.plainName), problems);
  requireEitherLanguage('description', texts.description, false, problems);
}

/**
 * A piece's name as an account's export shows it (`p` its row; its visibility parameter added to
 * `params`): in the reader's language, else the other; none while the piece is not the reader's to see,
 * so a draft's coming name does not leak through a favourite or a rating kept from before.
 */
export const exportedName = (ctx: RequestContext, params: unknown[]): string => {
  const [first, second] = ctx.locale === 'en' ? ['p.name_en', 'p.name_pl'] : ['p.name_pl', 'p.name_en'];
  return `CASE WHEN ${visibleTo(ctx, 'p', params)} THEN coalesce(nullif(${first}, ''), ${second}) END`;
};
