import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Locale } from './locale';
import { LanguageValue } from '../graphql/language';
import type { TranslatableText, TranslatedKind } from './i18n.service';

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
  description: "A text the maker writes in both languages: a product's name, description and each photo's alt text; a publication's title, abstract and content",
});

export enum TranslatedKindValue {
  PRODUCT = 'PRODUCT',
  PUBLICATION = 'PUBLICATION',
}
registerEnumType(TranslatedKindValue, { name: 'TranslatedKind', description: 'What a translation gap belongs to' });

@ObjectType({ description: 'One text missing in one language' })
export class MissingTranslation {
  @Field(() => TranslatableTextValue)
  text: TranslatableText;

  @Field(() => LanguageValue, { description: 'The language it is missing in' })
  language: Locale;

  @Field(() => Int, { nullable: true, description: 'For an alt text: the photo it describes' })
  imageId: number | null;

  @Field(() => Int, { nullable: true, description: "For an alt text: the photo's place among the product's photos, from 1" })
  photoNumber: number | null;
}

@ObjectType({ description: 'A product or publication with texts missing in one language' })
export class TranslationGap {
  @Field(() => TranslatedKindValue)
  kind: TranslatedKind;

  @Field(() => Int)
  id: number;

  @Field({ description: "Its name or title, in the request's language, else in the other one" })
  label: string;

  @Field(() => LanguageValue, { description: 'The language `label` is in' })
  labelLang: Locale;

  @Field(() => [MissingTranslation])
  missing: MissingTranslation[];
}

@ObjectType({ description: 'How many texts of one kind are missing in one language' })
export class TranslationGapCount {
  @Field(() => TranslatableTextValue)
  text: TranslatableText;

  @Field(() => LanguageValue)
  language: Locale;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'What is still untranslated: each product and publication with a gap, the pieces on the first list page first, then the newest posts' })
export class TranslationGaps {
  @Field(() => [TranslationGap])
  items: TranslationGap[];

  @Field(() => [TranslationGapCount], { description: 'Every kind of text in both languages, 0 where nothing is missing' })
  counts: TranslationGapCount[];

  @Field(() => Int, { description: 'How many texts are missing in all' })
  total: number;
}
