import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { hasUnstorableText } from '../services/form-errors';

/**
 * Checks every /api request gets before the contract validator: things JSON Schema cannot say and PostgreSQL
 * cannot store. Each refusal is a 400 naming the parameter or the body.
 */

/** Deeper than any form body (3 levels); `[` × 5000 would overflow the stack of every recursive walk after it. */
export const MAX_BODY_DEPTH = 8;

/** Nesting depth of a parsed JSON value, counted without recursion. */
export function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** 400 for a JSON body nested deeper than any form is. */
export const bodyDepthGuard: RequestHandler = (req, _res, next) => {
  if (depthOf(req.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw AppError.badRequest('body', undefined, `JSON nested deeper than ${MAX_BODY_DEPTH} levels`);
  }
  next();
};

/** Every query parameter of the contract is a plain name: `flavor`, `productLines`, `searchTerm`. */
const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;

/**
 * 400 for a query parameter whose name is not a plain name (`?flavor[$gt]=`: the validator would turn brackets
 * into an object) or whose value holds a NUL or an unpaired surrogate (`?searchTerm=%00`).
 */
export const queryTextGuard: RequestHandler = (req, _res, next) => {
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    if (!PARAMETER_NAME.test(name)) {
      throw AppError.badRequest(name, value, `Unknown query parameter '${name}'`);
    }
    if (hasUnstorableText(value)) {
      throw AppError.badRequest(name, value, 'Must not contain NUL or unpaired surrogate characters');
    }
  }
  next();
};
