import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Language } from '../i18n/locale';
import { Paginated } from '../common/pagination/paginated';
import { LanguageValue } from '../i18n/language.model';

/**
 * What `content` and `contentHtml` each count for in a query's cost (graphql/query-cost.ts): up to
 * 40,000 characters, rendered or not. A query holds at most six posts' full content with its HTML
 * (one post's page, or a few aliases of it); a list of more shows what a list shows.
 */
export const CONTENT_COST = 1_500;

@ObjectType({
  description:
    "A post of the blog, its texts in the request's language (Accept-Language), else in the other one",
})
export class Publication {
  @Field(() => Int, { description: "The publication's id (its page is /publication/{id})" })
  id: number;

  @Field({ description: "In the request's language, else in the other one (see titleLang)" })
  title: string;

  @Field(() => LanguageValue, { description: 'The language `title` is in' })
  titleLang: Language;

  @Field({ description: "In the request's language, else in the other one (see abstractLang)" })
  abstract: string;

  @Field(() => LanguageValue, { description: 'The language `abstract` is in' })
  abstractLang: Language;

  @Field({
    complexity: CONTENT_COST,
    description:
      "The Markdown as the author wrote it, in the request's language, else in the other one (see contentLang). Heavy: a query holds at most six posts' content and HTML",
  })
  content: string;

  @Field(() => LanguageValue, { description: 'The language `content` (and `contentHtml`) is in' })
  contentLang: Language;

  @Field({
    complexity: CONTENT_COST,
    description:
      'The content rendered to sanitised HTML: safe to put in a page as it is. Heavy, as `content`',
  })
  contentHtml: string;

  @Field({
    description:
      "As stored: a file name in the backgrounds folder, a site-relative path or an absolute URL; '' for none",
  })
  image: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where the background is served (site-relative or absolute); null when there is none',
  })
  imageUrl: string | null;

  @Field({ description: "The author's name; '' when the account is gone" })
  authorName: string;

  @Field(() => Date, { description: 'When it was published (UTC)' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it was last edited (UTC); createdAt until then' })
  updatedAt: Date;

  @Field({
    description:
      'True while it is a draft: then only admins see it (on its page and in `draftPublications`); to anyone else it does not exist',
  })
  draft: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it goes public by itself (UTC), if it was scheduled: until then, even when `draft` is false, only admins see it; null when no time was set',
  })
  publishAt: Date | null;
}

@ObjectType({
  description:
    'A publication as its edit screen needs it (admins only): every text in both languages, empty where not written',
})
export class AdminPublication {
  @Field(() => Int, { description: "The publication's id" })
  id: number;

  @Field({ description: "The title in English; '' where not written" })
  titleEn: string;

  @Field({ description: "The title in Polish; '' where not written" })
  titlePl: string;

  @Field({ description: "The abstract in English; '' where not written" })
  abstractEn: string;

  @Field({ description: "The abstract in Polish; '' where not written" })
  abstractPl: string;

  @Field({ description: "Markdown in English; '' where not written" })
  contentEn: string;

  @Field({ description: "Markdown in Polish; '' where not written" })
  contentPl: string;

  @Field({
    description:
      "As stored: a file name in the backgrounds folder, a site-relative path or an absolute URL; '' for none",
  })
  image: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where the background is served (site-relative or absolute); null when there is none',
  })
  imageUrl: string | null;

  @Field({ description: 'True while it is a draft, seen by admins only; false once published' })
  draft: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it goes public by itself (UTC), if it was scheduled: until then, even when `draft` is false, only admins see it; null when no time was set',
  })
  publishAt: Date | null;
}

@ObjectType({ description: "A background picture stored for a publication's `image`" })
export class PublicationBackground {
  @Field({ description: 'The file name to put in the publication’s `image`' })
  image: string;

  @Field({ description: 'Where it is served (site-relative)' })
  imageUrl: string;
}

@ObjectType({ description: 'One page of the blog, newest first, and how many publications there are' })
export class PublicationPage extends Paginated(Publication, 'publications') {}
