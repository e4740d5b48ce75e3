import { ArgsType } from '@nestjs/graphql';
import { PageArgsOf } from '../../common/pagination/page.args';

/** The most publications one REST list page answers, each with its whole content. */
export const PUBLICATION_LIST_MAX = 6;

/** The blog's page: six publications. */
@ArgsType()
export class PublicationsArgs extends PageArgsOf(6) {}

/**
 * GET /api/publications: its items carry each post's whole content and HTML (spec §3's publication),
 * up to 40,000 characters each, so a page holds at most six (the blog's page), not a hundred.
 * GraphQL's list, whose items carry only the fields a query asks for, keeps the usual 100.
 */
export class PublicationListQuery extends PageArgsOf(6, PUBLICATION_LIST_MAX) {}
