import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../src/paths';
import { errors, startTestApp, type TestApp } from './helpers/app';

let app: TestApp;
let svg: string;
beforeAll(async () => {
  app = await startTestApp();
  const root = join(contentDir(), 'images');
  const files = await readdir(root, { recursive: true });
  const found = files.find((file) => file.endsWith('.svg'));
  if (found === undefined) throw new Error('no SVG under content/images');
  svg = relative(root, join(root, found)).split('\\').join('/');
});
afterAll(async () => {
  await app?.close();
});

async function fetchImage(path: string, accept?: string) {
  const response = await fetch(`${app.url}${path}`, accept === undefined ? {} : { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

describe('GET /img/fit-in/{w}x{h}/{path}', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('when Accept is %s, then it answers %s fitting inside the box', async (accept, type, format) => {
    const { response, body } = await fetchImage(`/img/fit-in/200x288/${svg}`, accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/Accept/i);
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBeLessThanOrEqual(200);
    expect(meta.height).toBeLessThanOrEqual(288);
    expect(meta.width === 200 || meta.height === 288).toBe(true);
  });

  it('when the same rendition is asked twice, then the second answer is the cached bytes', async () => {
    const first = await fetchImage(`/img/fit-in/120x120/${svg}`, 'image/webp');
    const cacheDir = join(app.config.dataDir, 'img-cache');
    const cached = await readdir(cacheDir, { recursive: true });
    expect(cached.some((file) => file.endsWith('.webp'))).toBe(true);
    const second = await fetchImage(`/img/fit-in/120x120/${svg}`, 'image/webp');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('when the size is out of range or malformed, then it answers 400 naming size', async () => {
    for (const size of ['0x100', '2001x100', '100', 'axb']) {
      const { response, body } = await fetchImage(`/img/fit-in/${size}/${svg}`);
      expect(response.status, size).toBe(400);
      expect(JSON.parse(body.toString()).errors[0].param).toBe('size');
    }
  });

  it('when the path tries to leave the image folder, then it is refused', async () => {
    for (const path of [
      '..%2F..%2Fpackage.json',
      '%2e%2e/%2e%2e/package.json',
      'products/%2e%2e/%2e%2e/%2e%2e/package.json',
    ]) {
      const { response } = await fetchImage(`/img/fit-in/100x100/${path}`);
      expect([400, 404], path).toContain(response.status);
    }
    const { response, body } = await fetchImage('/img/fit-in/100x100/..%2F..%2Fpackage.json');
    expect(response.status).toBe(400);
    expect(JSON.parse(body.toString())).toEqual({
      errors: [{ param: 'path', value: '../../package.json', msg: 'Invalid image path' }],
    });
  });

  it('when the image does not exist, then it answers 404', async () => {
    const response = await app.get('/img/fit-in/100x100/products/no-such-image.svg');
    expect(response.status).toBe(404);
    expect(errors(response)[0]).toMatchObject({ param: 'path', msg: 'Image not found' });
  });
});

describe('GET /img/{path}', () => {
  it('when an original is asked, then it is served as is with a long cache and a locked-down CSP', async () => {
    const { response, body } = await fetchImage(`/img/${svg}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(body.toString()).toContain('<svg');
  });

  it('when the original does not exist or escapes the folder, then it is refused', async () => {
    expect((await app.get('/img/nope/missing.png')).status).toBe(404);
    expect((await app.get('/img/..%2Fpackage.json')).status).toBe(400);
  });
});

describe('when the source is a PNG', () => {
  let pngApp: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'larder-png-'));
    await mkdir(join(dir, 'photos'));
    await sharp({ create: { width: 400, height: 200, channels: 4, background: '#c0392b' } })
      .png()
      .toFile(join(dir, 'photos', 'red.png'));
    pngApp = await startTestApp({ db: app.db, imagesDir: dir });
  });
  afterAll(async () => {
    await pngApp?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('then it is scaled down to fit the box, keeping its proportions', async () => {
    const response = await fetch(`${pngApp.url}/img/fit-in/100x100/photos/red.png`, {
      headers: { accept: 'image/webp' },
    });
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it('then a box larger than the picture does not enlarge it', async () => {
    const response = await fetch(`${pngApp.url}/img/fit-in/1000x1000/photos/red.png`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect([meta.width, meta.height]).toEqual([400, 200]);
  });
});
