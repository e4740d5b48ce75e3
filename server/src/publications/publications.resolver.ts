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
  @Query(() => PublicationPage, { description: 'A page of the blog, newest first, with the number of publications' })
  @Allow('anyone')
  publications(@Ctx() ctx: RequestContext, @Args() args: PublicationsArgs, @Info() info: GraphQLResolveInfo): Promise<PublicationPage> {
    return this.blog.list(ctx, args, { withContent: selectsAnyOf(info, CONTENT_FIELDS) });
  }

  @PublicRead()
  @Query(() => Publication, { description: 'One publication; NOT_FOUND when there is none with this id' })
  @Allow('anyone')
  publication(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<Publication> {
    return this.blog.get(ctx, id);
  }

  @Query(() => AdminPublication, { description: 'A publication with every text in both languages, for its edit screen (admins only)' })
  @Allow('admin')
  adminPublication(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<AdminPublication> {
    return this.blog.adminGet(ctx, id);
  }

  @Query(() => String, { description: 'Markdown rendered as a publication shows it (the edit form’s preview)' })
  @Allow('admin')
  markdownPreview(@Args('content') content: string): string {
    return renderMarkdown([...content].slice(0, CONTENT_MAX_LENGTH).join(''));
  }

  @Mutation(() => Publication)
  @Allow('admin')
  createPublication(@Ctx() ctx: RequestContext, @Args('input') input: PublicationInput): Promise<Publication> {
    return this.blog.create(ctx, input);
  }

  @Mutation(() => Publication)
  @Allow('admin')
  updatePublication(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number, @Args('input') input: PublicationInput): Promise<Publication> {
    return this.blog.update(ctx, id, input);
  }

  @Mutation(() => PublicationBackground, {
    description: 'Stores a background picture (multipart upload, the product photos’ types and limits) for a publication’s `image`',
  })
  @Allow('admin')
  uploadPublicationBackground(@Ctx() ctx: RequestContext, @Args('file', { type: () => UploadScalar }) file: IncomingFile): Promise<PublicationBackground> {
    return this.blog.storeBackground(ctx, file);
  }

  @Mutation(() => Int, { description: 'Deletes a publication with its comments, their votes and its uploaded background; answers its id (NOT_FOUND when there is none)' })
  @Allow('admin')
  deletePublication(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<number> {
    return this.blog.remove(ctx, id);
  }
}
