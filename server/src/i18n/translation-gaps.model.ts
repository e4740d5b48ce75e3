import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Language } from './locale';
import { LanguageValue } from './language.model';
import type { TranslatableText, TranslatedKind } from './bilingual-texts';

export enum TranslatableTextValue {
  NAME = 'NAME',
  DESCRIPTION = 'DESCRIPTION',
  ALT_TEXT = 'ALT_TEXT',
  TITLE = 'TITLE',
  ABSTRACT = 'ABSTRACT',
  CONTENT = 'CONTENT',
}
registerEnumType(TranslatableTextValue, {
  name: 'TranslatableText',
  description:
    "A text the maker writes in both languages: a product's name, description and each photo's alt text; a publication's title, abstract and content",
  valuesMap: {
    NAME: { description: "A product's name" },
    DESCRIPTION: { description: "A product's description" },
    ALT_TEXT: { description: "A product photo's alt text (what the photo shows)" },
    TITLE: { description: "A publication's title" },
    ABSTRACT: { description: "A publication's abstract" },
    CONTENT: { description: "A publication's content (Markdown)" },
  },
});

export enum TranslatedKindValue {
  PRODUCT = 'PRODUCT',
  PUBLICATION = 'PUBLICATION',
}
registerEnumType(TranslatedKindValue, {
  name: 'TranslatedKind',
  description: 'What a translation gap belongs to',
  valuesMap: {
    PRODUCT: { description: 'A product of the catalogue (its edit screen is /jewellery/{id}/edit)' },
    PUBLICATION: { description: 'A publication of the blog (its edit screen is /publication/{id}/edit)' },
  },
});

@ObjectType({ description: 'One text missing in one language' })
export class MissingTranslation {
  @Field(() => TranslatableTextValue, { description: 'Which text is missing' })
  text: TranslatableText;

  @Field(() => LanguageValue, { description: 'The language it is missing in' })
  language: Language;

  @Field(() => Int, { nullable: true, description: 'For an alt text: the photo it describes' })
  imageId: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "For an alt text: the photo's place among the product's photos, from 1",
  })
  photoNumber: number | null;
}

@ObjectType({ description: 'A product or publication with texts missing in one language' })
export class TranslationGap {
  @Field(() => TranslatedKindValue, { description: 'A product or a publication' })
  kind: TranslatedKind;

  @Field(() => Int, { description: 'The id of the product or publication' })
  id: number;

  @Field({ description: "Its name or title, in the request's language, else in the other one" })
  label: string;

  @Field(() => LanguageValue, { description: 'The language `label` is in' })
  labelLang: Language;

  @Field(() => [MissingTranslation], { description: 'Each text of it missing in one language' })
  missing: MissingTranslation[];
}

@ObjectType({ description: 'How many texts of one kind are missing in one language' })
export class TranslationGapCount {
  @Field(() => TranslatableTextValue, { description: 'The kind of text' })
  text: TranslatableText;

  @Field(() => LanguageValue, { description: 'The language it is missing in' })
  language: Language;

  @Field(() => Int, { description: 'How many texts of this kind are missing in this language, 0 or more' })
  count: number;
}

@ObjectType({
  description:
    'What is still untranslated: each product and publication with a gap, the pieces on the first list page first, then the newest posts',
})
export class TranslationGaps {
  @Field(() => [TranslationGap], {
    description:
      'Each product and publication with a gap, the pieces on the first list page first, then the newest posts',
  })
  items: TranslationGap[];

  @Field(() => [TranslationGapCount], {
    description: 'Every kind of text in both languages, 0 where nothing is missing',
  })
  counts: TranslationGapCount[];

  @Field(() => Int, { description: 'How many texts are missing in all' })
  total: number;
}
