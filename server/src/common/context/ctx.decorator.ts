import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { requestOf } from '../http/request-of';
import { RequestContext } from './request-context';
import { resolvedContext } from './request-context.service';

/** The request context (caller, locale, client address, request id) as a handler argument. */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext =>
  resolvedContext(requestOf(context)),
);
