import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_DATASETS } from '../src/db/seed';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { content } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Datasets = { dataset: string; data: unknown[] }[];

describe('GET /api/dxp-data', () => {
  it('when homepageBlocks is asked, then data[0] is that dataset with the blocks in order', async () => {
    const response = await app.get('/api/dxp-data?dataset=homepageBlocks');
    expect(response.status).toBe(200);
    expect(data<Datasets>(response)).toEqual([{ dataset: 'homepageBlocks', data: content().homeBlocks }]);
  });

  it('when every lookup is asked, then each comes back in the order asked, as in the content', async () => {
    const asked = [...LOOKUP_DATASETS].reverse();
    const response = await app.get(`/api/dxp-data?dataset=${asked.join(',')}`);
    expect(response.status).toBe(200);
    expect(data<Datasets>(response)).toEqual(
      asked.map((dataset) => ({ dataset, data: content().lookups[dataset] })),
    );
  });

  it('when curatedLists is asked, then every curated list comes back', async () => {
    const lists = data<Datasets>(await app.get('/api/dxp-data?dataset=curatedLists'))[0]!;
    expect(lists.dataset).toBe('curatedLists');
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect([...(lists.data as { id: string }[])].sort(byId)).toEqual([...content().curatedLists].sort(byId));
  });

  it('when an unknown dataset is among those asked, then it answers 400 naming dataset', async () => {
    const response = await app.get('/api/dxp-data?dataset=flavors,recipesOfTheDay');
    expect(response.status).toBe(400);
    expect(errors(response)[0]).toMatchObject({ param: 'dataset' });
  });

  it('when no dataset is given, then it answers 400 naming dataset', async () => {
    const response = await app.get('/api/dxp-data');
    expect(response.status).toBe(400);
    expect(errors(response)[0]).toMatchObject({ param: 'dataset' });
  });
});
