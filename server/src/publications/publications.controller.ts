import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import type { Request } from 'express';
import { badInput } from '../common/errors/app-error';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { readMultipart } from '../common/http/multipart';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { spooledFile, uploadSpool } from '../media/uploads';
import { PublicationInput } from './dto/publication.input';
import { PublicationListQuery } from './dto/publications.args';
import type { Publication } from './publication.model';
import { PublicationsService } from './publications.service';
import { RestAnswer, RestBody, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import {
  BackgroundAnswer,
  BackgroundForm,
  PublicationAnswer,
  PublicationListAnswer,
  RemovedAnswer,
} from './dto/rest-answers';

/** Spec §3's publication fields, the rendered content beside the Markdown, and whether it is a draft. */
const restPublication = (p: Publication) => ({
  id: p.id,
  title: p.title,
  abstract: p.abstract,
  content: p.content,
  contentHtml: p.contentHtml,
  image: p.image,
  imageUrl: p.imageUrl,
  authorName: p.authorName,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  draft: p.draft,
  publishAt: p.publishAt,
});

/** Spec §7: GET /api/publications/{id}, POST /api/publications/create, PUT /api/publications/{id}/edit; the list and delete besides. */
@Controller('publications')
@RestTag(
  'The blog: publications in Markdown, rendered and sanitised by the server, with their backgrounds. Reading is open (cached 30 s, ETag); writing is for admins.',
)
export class PublicationsController {
  constructor(
    private readonly publications: PublicationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Allow('anyone')
  @PublicRead()
  @RestSummary(
    'A page of the blog, newest first: at most 6 publications a page, each with its whole content',
    "Newest first. `offset` from 0 and `limit` 1 to 6 page through the list (6 by default: each publication carries its whole content, up to 40,000 characters in Markdown and rendered); `total` is how many there are. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one. `contentHtml` is the Markdown rendered to sanitised HTML, safe to put in a page.",
  )
  @RestAnswer(200, PublicationListAnswer)
  async list(@Ctx() ctx: RequestContext, @Query() args: PublicationListQuery) {
    const page = await this.publications.list(ctx, args);
    return { publications: page.items.map(restPublication), total: page.total };
  }

  @Post('create')
  @Allow('admin')
  @RestSummary(
    'Publishes a post written in Markdown (admins only)',
    "Publishes a post signed by the caller. JSON `title` (up to 200 characters), `abstract` (up to 1,000), `content` (Markdown, up to 40,000) in the request's language, or their `titleEn`/`titlePl` (and so on) versions; each text is needed in at least one language. `image` is optional: a file name from POST /api/publications/backgrounds, a site-relative path or an http(s) URL. Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`, `NOT_ALLOWED`, `IMAGE_INVALID`.",
  )
  @RestAnswer(201, PublicationAnswer, 'The new publication')
  async create(@Ctx() ctx: RequestContext, @Body() input: PublicationInput) {
    return restPublication(await this.publications.create(ctx, input));
  }

  /**
   * An admin uploads a background (multipart, one file under `file`): the access guard runs before a
   * byte of the body is read, and the file waits on disk (the REST product uploads' spool), never whole
   * in memory, until the request is answered; answers `image` (the file name to put in the
   * publication) and `imageUrl`.
   */
  @Post('backgrounds')
  @Allow('admin')
  @RestSummary(
    "Stores a background picture for a publication's `image` (admins only)",
    "A multipart form with one `file` (JPEG, PNG, WebP or AVIF, within the product photos' limits), re-encoded into WebP and AVIF sizes without its metadata; answers the file name to put in a publication's `image` and where it is served. Reason codes in `fields`: `REQUIRED` (no file), `FILE_TOO_LARGE`, `FILE_TYPE_NOT_ALLOWED`, `IMAGE_TOO_MANY_PIXELS`; 413 past the size limit, 415 for a type the shop does not take.",
  )
  @RestBody('multipart/form-data', BackgroundForm)
  @RestAnswer(201, BackgroundAnswer)
  async uploadBackground(@Ctx() ctx: RequestContext, @Req() req: Request) {
    // No multipart body, no file (as before the spool: 400, not the product uploads' 415).
    if (!req.is('multipart/form-data')) throw badInput('A file is required', { file: ['REQUIRED'] });
    const form = await readMultipart(
      req,
      { maxFileBytes: this.config.uploads.maxFileBytes, maxFiles: 1, maxFields: 0, filesField: 'file' },
      uploadSpool(this.config.uploadDir),
    );
    try {
      const file = form.files.find((candidate) => candidate.field === 'file');
      if (!file) throw badInput('A file is required', { file: ['REQUIRED'] });
      return await this.publications.storeBackground(ctx, spooledFile(file.path, file.size));
    } finally {
      await form.discard();
    }
  }

  @Get(':id')
  @Allow('anyone')
  @PublicRead()
  @RestSummary(
    'One publication',
    "The publication with its Markdown and the same rendered to sanitised HTML (`contentHtml`), its background and its author's name. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one. 404 for an unknown publication.",
  )
  @RestAnswer(200, PublicationAnswer)
  async get(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return restPublication(await this.publications.get(ctx, id));
  }

  @Put(':id/edit')
  @Allow('admin')
  @RestSummary(
    'Edits a publication (admins only)',
    "The same body as the create; a text not sent stays as it is, an empty one removes that language's version while the other stays. Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`, `NOT_ALLOWED`, `IMAGE_INVALID`. 404 for an unknown publication.",
  )
  @RestAnswer(200, PublicationAnswer)
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Body() input: PublicationInput,
  ) {
    return restPublication(await this.publications.update(ctx, id, input));
  }

  @Delete(':id')
  @Allow('admin')
  @RestSummary(
    'Removes a publication with its comments, their votes and its uploaded background (admins only)',
    'Deletes the publication with its comments, their votes and its uploaded background; answers its id. 404 for an unknown publication.',
  )
  @RestAnswer(200, RemovedAnswer)
  @HttpCode(200)
  async remove(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return { id: await this.publications.remove(ctx, id) };
  }
}
