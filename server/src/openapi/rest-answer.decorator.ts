import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';

/** What a REST route answers with a status: a shape class (its class-validator rules are its schema), a list of one, or nothing. */
export type AnswerShape = Type<unknown> | [Type<unknown>] | null;

export interface RestAnswerSpec {
  status: number;
  shape: AnswerShape;
  description: string;
}

export const REST_ANSWERS_KEY = 'soutache:rest-answers';
export const REST_SUMMARY_KEY = 'soutache:rest-summary';
export const REST_DESCRIPTION_KEY = 'soutache:rest-description';
export const REST_TAG_KEY = 'soutache:rest-tag';

/**
 * Declares a successful answer of a REST route for the OpenAPI document (openapi-document.ts): its
 * status and its body's shape. Refusals share one error shape and need no declaration. The tests
 * check every answer the server gives against what is declared (test/support/contract.ts).
 */
export const RestAnswer = (status: number, shape: AnswerShape, description = 'OK') =>
  ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const handler = descriptor!.value as object;
    const answers: RestAnswerSpec[] = Reflect.getMetadata(REST_ANSWERS_KEY, handler) ?? [];
    Reflect.defineMetadata(REST_ANSWERS_KEY, [...answers, { status, shape, description }], handler);
    void target;
    void key;
  }) as MethodDecorator;

/**
 * A one-line summary of a REST route for the OpenAPI document, and its description (Markdown): what it
 * does, its limits and defaults, the language it reads and writes in, the reason codes it can answer.
 * Who may call it is added from @Allow.
 */
export const RestSummary = (summary: string, description?: string) =>
  applyDecorators(
    SetMetadata(REST_SUMMARY_KEY, summary),
    ...(description ? [SetMetadata(REST_DESCRIPTION_KEY, description)] : []),
  );

/** A controller's tag in the OpenAPI document (its name less `Controller`) and what the tag's paths are about. */
export const RestTag = (description: string) => SetMetadata(REST_TAG_KEY, description);

export const REST_BODY_KEY = 'soutache:rest-body';

/**
 * A body the route reads itself rather than through `@Body()` (a multipart form): its content type and
 * a class whose properties are the form's fields (files as `format: binary`).
 */
export const RestBody = (contentType: string, shape: Type<unknown>) =>
  SetMetadata(REST_BODY_KEY, { contentType, shape });

export const REST_TOTAL_COUNT_KEY = 'soutache:rest-total-count';

/** A list answered a page at a time, with the whole list's length in the X-Total-Count header. */
export const RestTotalCount = () => SetMetadata(REST_TOTAL_COUNT_KEY, true);

export const REST_REFUSALS_KEY = 'soutache:rest-refusals';

/** Refusals a route gives beyond those its permission, path and body imply (another user's list: 403). */
export const RestRefuses = (...statuses: number[]) => SetMetadata(REST_REFUSALS_KEY, statuses);
