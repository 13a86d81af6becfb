import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, startTestApp, type TestApp } from './helpers/app';

/**
 * `minutesStatedInSteps` of `GET /api/recipes/details` (issue 14 item 2, the Recipe's `cookTime` and `totalTime`):
 * worked out by hand from the steps of real recipes in api/content/recipes.json.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const minutes = async (slug: string) =>
  data<{ minutesStatedInSteps: number | null }>(
    await app.get(`/api/recipes/details?slug=${encodeURIComponent(slug)}`),
  ).minutesStatedInSteps;

describe('GET /api/recipes/details: the time stated in the steps', () => {
  it('when the wings are fried "for 10 to 12 minutes", then the recipe states 12 minutes', async () => {
    expect(await minutes('classic-buffalo-wings')).toBe(12);
  });

  it('when a patty cooks "for 3 to 4 minutes per side", then both sides count: 8 minutes', async () => {
    expect(await minutes('green-goddess-veggie-burger')).toBe(8);
  });

  it('when a sub-recipe marinates "for at least 2 hours" and sears "1 to 2 minutes", then the tacos state 122 minutes', async () => {
    expect(await minutes('korean-bbq-beef-tacos')).toBe(122);
  });

  it('when the pickled onions "stand at least 30 minutes" and keep "up to 1 week", then only the 30 minutes count (with the burger’s own steps, which state none)', async () => {
    expect(await minutes('steakhouse-bleu-burger')).toBe(30);
  });

  it('when the sandwich’s stand-alone sub-recipe soaks "at least 1 hour" and fries "4 to 5 minutes", then the sandwich states 65 minutes', async () => {
    expect(await minutes('chickn-dipn-club-sandwich')).toBe(65);
  });

  it('when the chicken rests 5 minutes and the tortilla warms "about 10 seconds per side", then the wrap states 6 minutes (rounded up)', async () => {
    expect(await minutes('chicken-caesar-wrap')).toBe(6);
  });

  it('when no step states a time, then the time is null (not guessed)', async () => {
    expect(await minutes('creamy-horseradish-prime-rib-sliders')).toBeNull();
  });
});
