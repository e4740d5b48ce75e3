import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsDateString, IsInt, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { examplePublication, examplePublicationList } from '../demo/answer-examples';

/** Spec §3's publication, with its content rendered beside the Markdown. */
@JSONSchema((schema) => ({ ...schema, examples: [examplePublication()] }))
export class PublicationAnswer {
  @IsInt()
  id: number;

  @IsString()
  title: string;

  @IsString()
  abstract: string;

  /** The Markdown as the author wrote it. */
  @IsString()
  content: string;

  /** The content rendered to sanitised HTML: safe to put in a page as it is. */
  @IsString()
  contentHtml: string;

  /** As stored: a file name in the backgrounds folder, a site-relative path or an absolute URL; '' for none. */
  @IsString()
  image: string;

  @Allow()
  @JSONSchema({
    type: ['string', 'null'],
    description: 'Where the background is served; null when there is none',
  })
  imageUrl: string | null;

  @IsString()
  authorName: string;

  @IsDateString()
  createdAt: string;

  @IsDateString()
  updatedAt: string;

  @IsBoolean()
  @JSONSchema({
    description: 'true for a draft, which only admins are answered; always false for anyone else',
    examples: [false],
  })
  draft: boolean;

  @Allow()
  @JSONSchema({
    type: ['string', 'null'],
    format: 'date-time',
    description:
      'When it goes public by itself (UTC), if a time was set: until then only admins are answered it; null when none',
    examples: [null],
  })
  publishAt: string | null;
}

/** GET /api/publications: a page, newest first, and how many there are. */
@JSONSchema((schema) => ({ ...schema, examples: [examplePublicationList()] }))
export class PublicationListAnswer {
  @ValidateNested({ each: true })
  @Type(() => PublicationAnswer)
  publications: PublicationAnswer[];

  @IsInt()
  total: number;
}

/** POST /api/publications/backgrounds: the stored picture's name (for `image`) and where it is served. */
@JSONSchema({
  examples: [
    {
      image: '3f0c2a9e-5b1d-4c7a-8e2f-6a9b0c1d2e3f.webp',
      imageUrl: '/uploads/backgrounds/3f0c2a9e-5b1d-4c7a-8e2f-6a9b0c1d2e3f.webp',
    },
  ],
})
export class BackgroundAnswer {
  @IsString()
  image: string;

  @IsString()
  imageUrl: string;
}

/** The multipart form of POST /api/publications/backgrounds. */
@JSONSchema({ examples: [{ file: '(the picture file)' }] })
export class BackgroundForm {
  @Allow()
  @JSONSchema({
    type: 'string',
    format: 'binary',
    description: 'One JPEG, PNG, WebP or AVIF picture, re-encoded',
  })
  file: string;
}

/** DELETE answers: the id of what was removed. */
@JSONSchema({ examples: [{ id: 7 }] })
export class RemovedAnswer {
  @IsInt()
  id: number;
}
