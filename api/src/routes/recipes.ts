import { Router, type RequestHandler } from 'express';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { getRecipe, listRecipes, relatedRecipes } from '../services/recipes';
import type { FormAnswer, FormRequest } from '../services/submissions';
import { formRequest, sendAnswer } from './forms';
import { list, pageInput, text } from './params';

export interface RecipesRouterOptions {
  db: Db;
  /** "Email it" for recipes, products and plus-ones (`services/send-files.ts`). */
  sendFiles: (request: FormRequest) => Promise<FormAnswer>;
  /** The per-IP limit of "email it". */
  emailLimit: RequestHandler;
}

export function recipesRouter({ db, sendFiles, emailLimit }: RecipesRouterOptions): Router {
  const router = Router();

  router.get('/recipes', async (req, res) => {
    const filters = {
      flavor: list(req, 'flavor'),
      dishes: list(req, 'dishes'),
      courses: list(req, 'courses'),
      ingredients: list(req, 'ingredients'),
      product: list(req, 'product'),
      searchTerm: text(req, 'searchTerm'),
    };
    res.json({ data: await listRecipes(db, filters, text(req, 'sortParameter'), pageInput(req)) });
  });

  router.get('/recipes/details', async (req, res) => {
    const slug = text(req, 'slug');
    if (slug === undefined) throw AppError.badRequest('slug', undefined, 'slug is required');
    res.json({ data: await getRecipe(db, slug) });
  });

  router.get('/recipes/related', async (req, res) => {
    const data = await relatedRecipes(db, {
      flavors: list(req, 'flavors') ?? [],
      products: list(req, 'products') ?? [],
      selected: text(req, 'selected'),
    });
    res.json({ data });
  });

  router.post('/recipes/send-files', emailLimit, async (req, res) => {
    sendAnswer(res, await sendFiles(formRequest(req, 'recipes/send-files')));
  });

  return router;
}
