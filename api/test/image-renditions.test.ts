import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../src/paths';
import { createImageStore, orderedLimit } from '../src/services/images';

/** A task that runs until `finish()` is called, recording when it starts. */
function controlled(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolveDone) => (finish = resolveDone));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolveSoon) => setTimeout(resolveSoon, 0));

describe('orderedLimit', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in the order they came', async () => {
    const started: string[] = [];
    const turn = orderedLimit(2);
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controlled(name, started));
    const results = tasks.map(({ task }) => turn(task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    // A newcomer while c waits does not overtake it.
    const late = controlled('e', started);
    const lateResult = turn(late.task);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    late.finish();
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('starts the waiting tasks by their place in line, not by when they were handed in', async () => {
    const started: string[] = [];
    const turn = orderedLimit(1);
    const first = controlled('first', started);
    const late = controlled('late', started);
    const early = controlled('early', started);
    const results = [turn(first.task, 0), turn(late.task, 5), turn(early.task, 2)];
    first.finish();
    early.finish();
    late.finish();
    await Promise.all(results);
    expect(started).toEqual(['first', 'early', 'late']);
  });

  it('frees the place of a task that failed', async () => {
    const turn = orderedLimit(1);
    await expect(turn(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await turn(async () => 'next')).toBe('next');
  });
});

describe('renditions not yet cached', () => {
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'larder-renditions-'));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('are done in the order they were asked for: the page picture asked first is not held up by the smaller ones after it', async () => {
    const images = createImageStore({ root: join(contentDir(), 'images'), cacheDir, concurrency: 1 });
    const finished: string[] = [];
    const ask = (name: string, path: string[], width: number, height: number) =>
      images.fitIn(path, { width, height }, 'avif').then((image) => {
        finished.push(name);
        return image;
      });
    // One rendition under way, as when a page's images arrive while another page's are being made.
    const busy = ask('busy', ['heroes', 'about-phone.svg'], 400, 500);
    const hero = ask('hero', ['heroes', 'home-phone.svg'], 800, 1000);
    const thumbs = ['flavor-central', 'make-it-your-own', 'whats-hot-now'].map((name) =>
      ask(name, ['home', `${name}.svg`], 120, 120),
    );
    await Promise.all([busy, hero, ...thumbs]);
    expect(finished).toEqual(['busy', 'hero', 'flavor-central', 'make-it-your-own', 'whats-hot-now']);
  });

  it('are not held up by an earlier request that fails or comes from the cache', async () => {
    const images = createImageStore({ root: join(contentDir(), 'images'), cacheDir, concurrency: 1 });
    const cachedPath = ['home', 'flavor-central.svg'];
    await images.fitIn(cachedPath, { width: 64, height: 64 }, 'avif');
    const missing = images.fitIn(['home', 'no-such-picture.svg'], { width: 64, height: 64 }, 'avif');
    const fromCache = images.fitIn(cachedPath, { width: 64, height: 64 }, 'avif');
    const fresh = images.fitIn(['home', 'whats-hot-now.svg'], { width: 64, height: 64 }, 'avif');
    await expect(missing).rejects.toMatchObject({ status: 404 });
    expect((await fromCache).type).toBe('image/avif');
    expect((await fresh).type).toBe('image/avif');
  });

  it('are made once when asked for twice at the same time', async () => {
    const images = createImageStore({ root: join(contentDir(), 'images'), cacheDir, concurrency: 2 });
    const path = ['home', 'request-a-sample.svg'];
    const [first, second] = await Promise.all([
      images.fitIn(path, { width: 90, height: 90 }, 'webp'),
      images.fitIn(path, { width: 90, height: 90 }, 'webp'),
    ]);
    expect(first.body).toBe(second.body);
    const files = await readdir(cacheDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.webp'))).toHaveLength(1);
  });
});
