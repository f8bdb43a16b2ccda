// Compressed sizes with node:zlib at each library's default level (gzip 6, brotli 11), the levels a server or CDN
// compressing static files typically uses; the server's own Content-Encoding is ignored so figures compare across
// deployments.
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** { bytes, gzip, brotli } of one body. */
export const sizesOf = (body) => {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return { bytes: buffer.length, gzip: gzipSync(buffer).length, brotli: brotliCompressSync(buffer).length };
};

/** Sums { bytes, gzip, brotli } over files. */
export const totalOf = (files) =>
  files.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }), {
    bytes: 0,
    gzip: 0,
    brotli: 0,
  });

/** The `count` largest files by gzip size, for "what dominates". */
export const largest = (files, count = 5) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map(({ name, type, bytes, gzip, brotli }) => ({ name, type, bytes, gzip, brotli }));
