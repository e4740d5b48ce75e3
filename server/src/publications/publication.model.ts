import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';

@ObjectType({ description: 'A post of the blog' })
export class Publication {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field()
  abstract: string;

  @Field({ description: 'The Markdown as the author wrote it (for the edit form)' })
  content: string;

  @Field({ description: 'The content rendered to sanitised HTML: safe to put in a page as it is' })
  contentHtml: string;

  @Field({ description: "As stored: a file name in the backgrounds folder, a site-relative path or an absolute URL; '' for none" })
  image: string;

  @Field(() => String, { nullable: true, description: 'Where the background is served (site-relative or absolute); null when there is none' })
  imageUrl: string | null;

  @Field({ description: "The author's name; '' when the account is gone" })
  authorName: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType({ description: "A background picture stored for a publication's `image`" })
export class PublicationBackground {
  @Field({ description: 'The file name to put in the publication’s `image`' })
  image: string;

  @Field({ description: 'Where it is served (site-relative)' })
  imageUrl: string;
}

@ObjectType()
export class PublicationPage extends Paginated(Publication, 'publications') {}
