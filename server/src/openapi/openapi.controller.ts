import { Controller, Get, Header, Inject, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Allow } from '../common/auth/allow.decorator';
import { notFound } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DOCS_CSS, DOCS_HTML, DOCS_INIT } from './docs-page';
import { openApiDocument, type OpenApiDocument } from './openapi-document';
import { RestAnswer, RestSummary, RestTag } from './rest-answer.decorator';
import { OpenApiAnswer } from './openapi.answer';

/** The reference pages themselves: served under /api, but no part of the API they describe. */
@Controller('docs')
@Allow('anyone')
export class DocsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private enabled(): void {
    if (!this.config.apiDocs) throw notFound('The API reference is off (API_DOCS=1 turns it on)');
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    this.enabled();
    return DOCS_HTML;
  }

  @Get('init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  init(): string {
    this.enabled();
    return DOCS_INIT;
  }

  @Get('shop.css')
  @Header('Content-Type', 'text/css; charset=utf-8')
  css(): string {
    this.enabled();
    return DOCS_CSS;
  }
}

/** GET /api/openapi.json: the REST API's OpenAPI 3.1 document, made from the routes and their classes at first ask. */
@Controller()
@Allow('anyone')
@RestTag('This document itself, as the shop serves it.')
export class OpenApiController {
  private document?: OpenApiDocument;

  constructor(private readonly discovery: DiscoveryService) {}

  @Get('openapi.json')
  @RestSummary(
    'This document: every path of the REST API, what it takes and answers, and who may call it',
    'The OpenAPI 3.1 document of the REST API, made from the routes and the classes that validate their input (the committed openapi.json is the same). /api/docs is a reference page on it (outside production, or with API_DOCS=1).',
  )
  @RestAnswer(200, OpenApiAnswer, 'An OpenAPI 3.1 document')
  openapi(): OpenApiDocument {
    this.document ??= openApiDocument(
      this.discovery
        .getControllers()
        .map((wrapper) => wrapper.metatype as Type<unknown> | null)
        .filter((controller): controller is Type<unknown> => !!controller && controller !== DocsController),
    );
    return this.document;
  }
}
