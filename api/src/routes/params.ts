import type { Request } from 'express';
import type { PageInput } from '../db/queries/sql';

/**
 * Readers for query parameters after express-openapi-validator has checked and coerced them (comma lists
 * arrive as arrays, numbers as numbers); they also accept the raw strings, so a route never trusts a shape.
 */

export function list(req: Request, name: string): string[] | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  const values = items.map((item) => String(item).trim()).filter((item) => item !== '');
  return values;
}

export function text(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? String(value[0]) : String(value);
}

export function integer(req: Request, name: string, fallback: number): number {
  const value = Number(text(req, name));
  return Number.isInteger(value) ? value : fallback;
}

export const DEFAULT_PAGE_SIZE = 30;

export function pageInput(req: Request): PageInput {
  return { page: integer(req, 'page', 1), limit: integer(req, 'limit', DEFAULT_PAGE_SIZE) };
}
