import { Router } from 'express';
import type { Db } from '../db/db';
import { getRecipe, listRecipes, relatedRecipes } from '../services/recipes';
import { AppError } from '../errors';
import { list, pageInput, text } from './params';

export function recipesRouter(db: Db): Router {
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

  return router;
}
