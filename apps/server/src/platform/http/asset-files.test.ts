import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, createAssetFiles, preferredEncoding } from './asset-files';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('createAssetFiles', () => {
  let dir: string;
  const big = `export const text = ${JSON.stringify('a'.repeat(COMPRESS_THRESHOLD_BYTES * 2))};`;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-assets-'));
    fs.writeFileSync(path.join(dir, 'big-abc.js'), big);
    fs.writeFileSync(path.join(dir, 'big-abc.js.br'), zlib.brotliCompressSync(`/* the build's copy */${big}`));
    fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'export const x = 1;');
    fs.writeFileSync(path.join(dir, 'style-abc.css'), 'a{}');
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-asset.js'), 'secret');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("sends the build's copy for an encoding it wrote, and makes (then keeps) one it did not", async () => {
    const assets = createAssetFiles(dir);
    const file = await assets.get('big-abc.js');
    expect(file?.contentType).toBe('application/javascript; charset=utf-8');
    const br = await assets.bodyFor(file!, 'br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(`/* the build's copy */${big}`);
    const gzip = await assets.bodyFor(file!, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(big);
    expect((await assets.bodyFor(file!, 'gzip')).body).toBe(gzip.body);
    expect(await assets.bodyFor(file!, undefined)).toEqual({ body: Buffer.from(big) });
  });

  it('sends a file under the threshold as it is, whatever the browser accepts', async () => {
    const assets = createAssetFiles(dir);
    const tiny = await assets.get('tiny-abc.js');
    expect(await assets.bodyFor(tiny!, 'br')).toEqual({ body: Buffer.from('export const x = 1;') });
    expect((await assets.get('style-abc.css'))?.contentType).toBe('text/css; charset=utf-8');
  });

  it('reads a file once, and answers the same file to every later ask', async () => {
    const assets = createAssetFiles(dir);
    const first = await assets.get('tiny-abc.js');
    fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'changed');
    expect(await assets.get('tiny-abc.js')).toBe(first);
  });

  it('looks again for a file that was not there (a new build adds files)', async () => {
    const assets = createAssetFiles(dir);
    expect(await assets.get('later-abc.js')).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'later-abc.js'), 'export {};');
    expect((await assets.get('later-abc.js'))?.body.toString()).toBe('export {};');
  });

  it.each(['..', '../outside-asset.js', '.hidden', 'a/b.js', '', 'x%2Fy'])(
    'answers nothing for %j, a name that is no file of the build',
    async (name) => {
      expect(await createAssetFiles(dir).get(name)).toBeUndefined();
    },
  );
});
