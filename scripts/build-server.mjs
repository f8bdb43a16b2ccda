// Builds the server once into plain JavaScript (apps/server/dist/server.js), so `npm start`, the browser journeys'
// server and the bench run it without compiling TypeScript at start-up. One bundle of the server's own
// code, @heloc/domain and the packages it loads at start-up (KEPT_IN_NODE_MODULES names the others).
// `import.meta.url` keeps naming each source file, so paths the code resolves beside itself (the repository root, the
// password blocklist) are unchanged.
// Usage: node scripts/build-server.mjs (builds when missing or older than its sources).
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/server.js');
/**
 * Node's options for running the built server. With the embedded PGlite (no DATABASE_URL: a laptop, one user) V8's
 * heap is kept small: 4 MB semi-spaces instead of up to 16, and a full collection once the heap has grown 20% past
 * what was live, where under load it otherwise let garbage pile up (heap used 55 → 137 MB before one collection).
 * Measured: resident memory under load 382-453 → 351 MB, the status call at the same req/s (docs/decisions.md).
 * A production node on PostgreSQL keeps V8's defaults. Only command-line options: V8 sizes its heap
 * before any code runs.
 */
export const serverNodeOptions = (env = process.env) =>
  env.DATABASE_URL ? [] : ['--max-semi-space-size=4', '--heap-growing-percent=20'];

// The lockfile too: the bundle holds most packages' code, so a changed package version builds it again.
const SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'package-lock.json',
  'packages/domain/src',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));

/**
 * Newest modification time (ms) of a file or of every file below a directory (0 when missing). One stat per entry:
 * `npm start` walks about two thousand of them before the server starts.
 */
export const newestMtime = (target) => {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
};

/**
 * `newestMtime` remembering each target's answer, for one check of several builds sharing sources (`npm start`
 * checks the web build and the server build, both over packages/domain/src): each folder is walked once.
 */
export const rememberingNewestMtime = () => {
  const known = new Map();
  return (target) => {
    if (!known.has(target)) known.set(target, newestMtime(target));
    return known.get(target);
  };
};

export const serverBuildIsStale = (newest = newestMtime) => {
  const built = statSync(SERVER_ENTRY, { throwIfNoEntry: false });
  return !built || built.mtimeMs < Math.max(...SOURCES.map(newest));
};

/**
 * The packages the bundle leaves in node_modules. Every other one is in the bundle: Node then reads, resolves and links
 * one file at start-up instead of about 1,200 modules, which took a fifth of a cold start (docs/decisions.md
 * "Cold start").
 */
const KEPT_IN_NODE_MODULES = [
  // They read files beside their own code: PGlite its WASM and data, argon2 its native addon, the OpenAPI plugin
  // its package.json.
  '@electric-sql/pglite',
  'argon2',
  '@fastify/swagger',
  // Loaded on first use, never at start-up: out of the bundle, so the file parsed at every start stays small.
  '@aws-sdk/client-s3',
  'nodemailer',
  'pdf-lib',
  'qrcode',
  'zipcodes',
  // `npm run dev`'s TypeScript loader; the server never imports it.
  'tsx',
];

/**
 * esbuild's options for a bundle of the server's own code, @heloc/domain and the packages it loads at start-up (the
 * server build here, and the bench's bundles of single services); `import.meta.url` keeps naming each source file.
 */
export const serverBundleOptions = () => {
  const external = KEPT_IN_NODE_MODULES.flatMap((name) => [name, `${name}/*`]);
  const ownCode = new RegExp(
    `^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(apps/server|packages/domain)/src/.*\\.ts$`,
  );
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
    // Some packages still call require(): give the ES module bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'source-file-urls',
        setup(builder) {
          builder.onLoad({ filter: ownCode }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  };
};

/**
 * Builds the server bundle (about a second). Tests are not part of it. Split in two: the entry (server.ts, which
 * starts opening the embedded database) and the chunk it then imports with the rest of the server, so the thread
 * starts before that chunk is read and compiled.
 */
export const buildServer = async () => {
  const { build } = await import('esbuild');
  const outdir = path.dirname(SERVER_ENTRY);
  const result = await build({
    ...serverBundleOptions(),
    write: false,
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    // Without comments and indentation: V8 keeps a bundle's source for as long as the process runs, in two bytes a
    // character once a single comment holds a character outside Latin-1 (docs/decisions.md "The server's bundle
    // without comments").
    minifyWhitespace: true,
  });
  // Written beside and renamed into place, the entry last: a server starting meanwhile never reads half a file, nor
  // an entry whose chunks are not there yet.
  const writes = result.outputFiles.sort((a, b) => (a.path === SERVER_ENTRY) - (b.path === SERVER_ENTRY));
  for (const file of writes) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  // Chunks of earlier builds (their names carry their content's hash).
  const chunks = path.join(outdir, 'chunks');
  const written = new Set(writes.map((file) => file.path));
  for (const name of readdirSync(chunks))
    if (!written.has(path.join(chunks, name)) && !name.endsWith('.tmp')) rmSync(path.join(chunks, name));
};

/**
 * Builds when the bundle is missing or older than its sources; answers whether it built. `newest` answers a
 * source's newest modification time (by default walked afresh).
 */
export const ensureServerBuild = async (newest = newestMtime) => {
  if (!serverBuildIsStale(newest)) return false;
  await buildServer();
  return true;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await ensureServerBuild();
  console.log(built ? `Built the server into ${path.relative(root, SERVER_ENTRY)}` : 'The server build is up to date');
}
