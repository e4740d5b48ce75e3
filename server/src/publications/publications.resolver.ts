import { Args, Info, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { type IncomingFile, UploadScalar } from '../media/uploads';
import { CONTENT_MAX_LENGTH, PublicationInput } from './dto/publication.input';
import { PublicationsArgs } from './dto/publications.args';
import { renderMarkdown } from './markdown';
import { AdminPublication, Publication, PublicationBackground, PublicationPage } from './publication.model';
import { PublicationsService } from './publications.service';
import { selectsAnyOf } from '../graphql/selection';

/** The fields a list reads the contents for. */
const CONTENT_FIELDS = new Set(['content', 'contentHtml', 'contentLang']);

/** The blog: read by everyone, written by admins. */
@Resolver()
export class PublicationsResolver {
  constructor(private readonly blog: PublicationsService) {}

  @PublicRead()
  @Query(() => PublicationPage, {
    description:
      'A page of the blog, newest first, with the number of publications; 6 a page by default. Anyone may call it',
  })
  @Allow('anyone')
  publications(
    @Ctx() ctx: RequestContext,
    @Args() args: PublicationsArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PublicationPage> {
    return this.blog.list(ctx, args, { withContent: selectsAnyOf(info, CONTENT_FIELDS) });
  }

  @PublicRead()
  @Query(() => Publication, {
    description: 'One publication; NOT_FOUND when there is none with this id. Anyone may call it',
  })
  @Allow('anyone')
  publication(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The publication's id" }) id: number,
  ): Promise<Publication> {
    return this.blog.get(ctx, id);
  }

  @Query(() => AdminPublication, {
    description:
      'A publication with every text in both languages, for its edit screen. Admins only; NOT_FOUND for an unknown publication',
  })
  @Allow('admin')
  adminPublication(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The publication's id" }) id: number,
  ): Promise<AdminPublication> {
    return this.blog.adminGet(ctx, id);
  }

  @Query(() => [Publication], {
    description:
      'Every draft post (seen by admins only until published), the last changed first, without their content. Admins only',
  })
  @Allow('admin')
  draftPublications(@Ctx() ctx: RequestContext): Promise<Publication[]> {
    return this.blog.drafts(ctx);
  }

  @Query(() => String, {
    description:
      'Markdown rendered to sanitised HTML as a publication shows it (the edit form’s preview). Admins only',
  })
  @Allow('admin')
  markdownPreview(
    @Args('content', { description: 'Markdown; only its first 40,000 characters are rendered' })
    content: string,
  ): string {
    return renderMarkdown([...content].slice(0, CONTENT_MAX_LENGTH).join(''));
  }

  @Mutation(() => Publication, {
    description:
      "Publishes a post signed by the caller; answers it in the request's language. Admins only. Reason codes: REQUIRED (a text missing in both languages), TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE, NOT_ALLOWED, IMAGE_INVALID (image)",
  })
  @Allow('admin')
  createPublication(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'Its texts and background' }) input: PublicationInput,
  ): Promise<Publication> {
    return this.blog.create(ctx, input);
  }

  @Mutation(() => Publication, {
    description:
      "Edits a publication: a text not sent stays, an empty one removes that language's version while the other stays; answers it. Admins only. Reason codes: REQUIRED (a text missing in both languages), TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE, NOT_ALLOWED, IMAGE_INVALID (image); NOT_FOUND for an unknown publication",
  })
  @Allow('admin')
  updatePublication(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The publication's id" }) id: number,
    @Args('input', { description: 'What changes' }) input: PublicationInput,
  ): Promise<Publication> {
    return this.blog.update(ctx, id, input);
  }

  @Mutation(() => PublicationBackground, {
    description:
      'Stores a background picture (multipart upload, the product photos’ types and limits, re-encoded) for a publication’s `image`. Admins only. Reason codes: FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, IMAGE_TOO_MANY_PIXELS (file); PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE',
  })
  @Allow('admin')
  uploadPublicationBackground(
    @Ctx() ctx: RequestContext,
    @Args('file', { type: () => UploadScalar, description: 'One JPEG, PNG, WebP or AVIF picture' })
    file: IncomingFile,
  ): Promise<PublicationBackground> {
    return this.blog.storeBackground(ctx, file);
  }

  @Mutation(() => Int, {
    description:
      'Deletes a publication with its comments, their votes and its uploaded background; answers its id. Admins only; NOT_FOUND when there is none',
  })
  @Allow('admin')
  deletePublication(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The publication's id" }) id: number,
  ): Promise<number> {
    return this.blog.remove(ctx, id);
  }
}
