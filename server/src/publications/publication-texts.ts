import type { Language } from '../i18n/locale';
import { badInput, type FieldErrors } from '../common/errors/app-error';
import { type Bilingual, requireEitherLanguage, writtenIn } from '../i18n/bilingual-texts';
import type { PublicationInput } from './dto/publication.input';

const TEXTS = ['title', 'abstract', 'content'] as const;
type Text = (typeof TEXTS)[number];

/** A publication's texts as a write gives them, each in both languages (undefined: not sent, stays). */
export type PublicationTexts = Record<Text, Partial<Bilingual>> & {
  /** The texts the write sent by their plain field (the request's language): a refusal names that field too. */
  plain?: Text[];
};

export function publicationTexts(locale: Language, input: PublicationInput): PublicationTexts {
  const version = (text: Text) => writtenIn(locale, input[text], input[`${text}En`], input[`${text}Pl`]);
  return {
    title: version('title'),
    abstract: version('abstract'),
    content: version('content'),
    plain: TEXTS.filter((text) => input[text] !== undefined && input[text] !== null),
  };
}

/** Spec §5's "title, abstract, content required", for a bilingual blog: each in at least one language. */
export function checkPublicationTexts(texts: PublicationTexts): void {
  const problems: FieldErrors = {};
  for (const text of TEXTS)
    requireEitherLanguage(text, texts[text], Boolean(texts.plain?.includes(text)), problems);
  if (Object.keys(problems).length)
    throw badInput(`Invalid input (${Object.keys(problems).join(', ')}: REQUIRED)`, problems);
}
