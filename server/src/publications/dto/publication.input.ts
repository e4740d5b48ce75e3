import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, registerDecorator, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PUBLISH_AT_EDIT, PublishAtField } from '../../common/dates/publish-at';
import { cleanText } from '../../common/text/text-rules';
import { IsCleanText } from '../../common/text/text.validators';

export const TITLE_MAX_LENGTH = 200;
export const ABSTRACT_MAX_LENGTH = 1000;
// A signed-in writer's JSON body limit (app.setup.ts) takes both languages of it even with every character escaped.
export const CONTENT_MAX_LENGTH = 40_000;
export const IMAGE_MAX_LENGTH = 500;

const toText = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);
const toLines = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? cleanText(value, true) : value;

/** A file name in the backgrounds folder, a site-relative path (not `//host`) or an http(s) URL. */
export const BACKGROUND_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
export function isImageReference(value: string): boolean {
  if (value === '' || BACKGROUND_FILE.test(value)) return true;
  if (/^\/(?![/\\])[^\s"'<>\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/[\s"'<>]/.test(value);
  } catch {
    return false;
  }
}

function IsImageReference() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isImageReference',
      target: object.constructor,
      propertyName,
      options: { message: 'IMAGE_INVALID' },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= IMAGE_MAX_LENGTH && isImageReference(value),
      },
    });
}

/** One language of a text that may be left empty (the other one is there). */
const Version = (maxLength: number, multiline: boolean, description: string) =>
  applyDecorators(
    Field({ nullable: true, description }),
    Transform(multiline ? toLines : toText),
    IsOptional(),
    IsString({ message: 'INVALID_VALUE' }),
    ValidateIf((_object, value) => value !== ''),
    IsCleanText({ maxLength, multiline }) as PropertyDecorator,
  );

/**
 * Spec §7: POST /api/publications/create and PUT /api/publications/{id}/edit (JSON title, abstract,
 * content, image); GraphQL the same. `title`, `abstract` and `content` are the request's language;
 * `titleEn`, `titlePl` and the others name a version explicitly. Each text is needed in at least one
 * language; on an edit, a version not sent stays as it is.
 */
@InputType({
  description:
    "A publication's texts and background. Each text is needed in at least one language; `title`, `abstract` and `content` are written in the request's language (Accept-Language, Polish without it) unless their En/Pl field is given. On an edit a version not sent stays as it is, and an empty one is removed while the other language's stays",
})
@JSONSchema({
  examples: [
    {
      title: 'Soutache for a wedding day',
      abstract: 'How a bridal set is made, from the first sketch to the last pearl.',
      content:
        '## The sketch\n\nEvery set starts with **the dress**: its colour, its neckline and its fabric.',
      image: '3f0c2a9e-5b1d-4c7a-8e2f-6a9b0c1d2e3f.webp',
    },
  ],
})
export class PublicationInput {
  @Version(
    TITLE_MAX_LENGTH,
    false,
    "In the request's language, where its own field (titleEn or titlePl) is not given; up to 200 characters",
  )
  title?: string;

  @Version(TITLE_MAX_LENGTH, false, 'In English; up to 200 characters')
  titleEn?: string;

  @Version(TITLE_MAX_LENGTH, false, 'In Polish; up to 200 characters')
  titlePl?: string;

  @Version(
    ABSTRACT_MAX_LENGTH,
    true,
    "A short summary, in the request's language, where its own field is not given; up to 1,000 characters",
  )
  abstract?: string;

  @Version(ABSTRACT_MAX_LENGTH, true, 'In English; up to 1,000 characters')
  abstractEn?: string;

  @Version(ABSTRACT_MAX_LENGTH, true, 'In Polish; up to 1,000 characters')
  abstractPl?: string;

  @Version(
    CONTENT_MAX_LENGTH,
    true,
    "Markdown, in the request's language, where its own field is not given; up to 40,000 characters",
  )
  content?: string;

  @Version(CONTENT_MAX_LENGTH, true, 'Markdown, in English; up to 40,000 characters')
  contentEn?: string;

  @Version(CONTENT_MAX_LENGTH, true, 'Markdown, in Polish; up to 40,000 characters')
  contentPl?: string;

  @Field({
    nullable: true,
    description:
      "Optional: a file name from uploadPublicationBackground, a site-relative path or an http(s) URL; up to 500 characters; '' for none. Left out (or null) of an edit, the picture stays as it is",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() : (value ?? undefined),
  )
  @IsImageReference()
  image?: string;

  @Field({
    nullable: true,
    description:
      'True keeps it a draft (seen by admins only), false publishes it. Left out of a new publication, it is published at once; left out of an edit, it stays as it is',
  })
  @IsOptional()
  @IsBoolean({ message: 'INVALID_VALUE' })
  draft?: boolean;

  @PublishAtField(PUBLISH_AT_EDIT)
  publishAt?: Date | null;
}
