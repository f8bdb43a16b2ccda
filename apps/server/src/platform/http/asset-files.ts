import { promisify } from 'node:util';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/** The encodings an asset is sent in besides as it is, in the order they are preferred. */
export const ASSET_ENCODINGS = ['br', 'gzip'] as const;
export type AssetEncoding = (typeof ASSET_ENCODINGS)[number];

/** Smaller files go as they are: compressing a few hundred bytes saves less than it costs (the web build's threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const SUFFIX: Record<AssetEncoding, string> = { br: '.br', gzip: '.gz' };

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export interface AssetFile {
  /** The file as the build wrote it. */
  body: Buffer;
  contentType: string;
  /** Weak, from size and modification time, as a file server's. */
  etag: string;
  /** The compressed copies read or made so far. */
  encoded: Partial<Record<AssetEncoding, Buffer>>;
}

// A hashed file name of the build: no directories, nothing hidden.
const ASSET_NAME = /^[\w-][\w.-]*$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors: Record<AssetEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzip(body),
};

const readIfThere = (file: string): Promise<Buffer | undefined> => readFile(file).catch(() => undefined);

/**
 * The encoding to send an asset in, by the request's Accept-Encoding: brotli, then gzip, when listed without `q=0`;
 * undefined for the file as it is.
 */
export const preferredEncoding = (acceptEncoding: string | undefined): AssetEncoding | undefined => {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return ASSET_ENCODINGS.find((encoding) => accepted.has(encoding) || accepted.has('*'));
};

/**
 * The build's hashed files (WEB_DIST_DIR/assets), kept in memory once first asked for, each with its compressed
 * copies: a page asks for sixty or more small scripts, and reading each from disk, and compressing the smallest (the
 * build writes no copy under 1 KB) again on every request, made the server's part of a page load several times its
 * bare cost (docs/decisions.md "Performance of the server"). The names are content hashes, so a kept file never goes
 * stale; a file that is not there is looked for again next time (a new build adds files). The memory is bounded by
 * the size of the build's assets.
 */
export const createAssetFiles = (dir: string) => {
  const files = new Map<string, Promise<AssetFile | undefined>>();

  const load = async (name: string): Promise<AssetFile | undefined> => {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const [body, ...copies] = await Promise.all([
      readFile(file),
      ...ASSET_ENCODINGS.map((encoding) => readIfThere(file + SUFFIX[encoding])),
    ]);
    const encoded: AssetFile['encoded'] = {};
    ASSET_ENCODINGS.forEach((encoding, i) => {
      const copy = copies[i];
      if (copy) encoded[encoding] = copy;
    });
    return {
      body,
      contentType: CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      encoded,
    };
  };

  /** The file named `name` in the assets directory, or undefined when there is none. */
  const get = (name: string): Promise<AssetFile | undefined> => {
    if (!ASSET_NAME.test(name)) return Promise.resolve(undefined);
    let entry = files.get(name);
    if (!entry) {
      entry = load(name).then((file) => {
        if (!file) files.delete(name);
        return file;
      });
      files.set(name, entry);
    }
    return entry;
  };

  /**
   * What to send for `encoding`: the build's copy, else one made now (and kept) for a file worth compressing, else the
   * file as it is.
   */
  const bodyFor = async (
    file: AssetFile,
    encoding: AssetEncoding | undefined,
  ): Promise<{ body: Buffer; encoding?: AssetEncoding }> => {
    if (!encoding || file.body.length < COMPRESS_THRESHOLD_BYTES) return { body: file.body };
    const body = file.encoded[encoding] ?? (file.encoded[encoding] = await compressors[encoding](file.body));
    return { body, encoding };
  };

  return { get, bodyFor };
};
