import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';

/** Deeper than any input the shop takes (a GraphQL variable is a few levels at most). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests objects or arrays deeper than `max`, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH before anything walks it recursively
 * (validation, class-transformer, GraphQL's variable coercion): a 40 KB array 20,000 levels deep
 * otherwise ends in "Maximum call stack size exceeded".
 */
export function refuseDeepJson(req: Request, _res: Response, next: NextFunction): void {
  if (req.body !== null && typeof req.body === 'object' && nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
    next(
      new AppError('BAD_USER_INPUT', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, {
        fields: { body: ['TOO_DEEP'] },
      }),
    );
    return;
  }
  next();
}
