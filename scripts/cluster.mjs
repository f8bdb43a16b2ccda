// `npm run cluster -- --nodes 3 [--port 8080] [--fresh]`: N server nodes on one PostgreSQL behind HAProxy, as
// production runs them (docs/deploy.md), on this machine. The database is `heloc_cluster` on the server of
// DATABASE_URL (default: postgres://postgres@127.0.0.1:5432); --fresh empties it first. Builds the web app and the
// server when stale (as `npm start` does), prints the URL and each node's pid (kill one, the journey goes on), and
// stops everything on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SERVER_ENTRY, ensureServerBuild, rememberingNewestMtime } from './build-server.mjs';
import { REPO_ROOT, rollNodes, startCluster } from './cluster-lib.mjs';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    fresh: { type: 'boolean', default: false },
  },
});
const count = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('--nodes: a whole number from 1 to 16');

const DATABASE = 'heloc_cluster';
const serverUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${DATABASE}`;

const admin = new pg.Client({ connectionString: adminUrl.href });
await admin.connect();
if (values.fresh) await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
await admin.end();

const newest = rememberingNewestMtime();
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/console.html', 'packages/domain/src'];
const built = statSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'), { throwIfNoEntry: false });
if (!built || built.mtimeMs < Math.max(...webSources.map((p) => newest(path.join(REPO_ROOT, p))))) {
  console.log('Building the web app...');
  if (spawnSync('npm', ['run', 'build', '-w', '@heloc/web'], { cwd: REPO_ROOT, stdio: 'inherit' }).status !== 0)
    process.exit(1);
}
if (await ensureServerBuild(newest)) console.log('Built the server.');
await (await import('esbuild')).stop();

console.log(`Starting ${count} node${count === 1 ? '' : 's'} on ${databaseUrl.host}/${DATABASE} behind HAProxy...`);
const cluster = await startCluster({
  nodes: count,
  port,
  args: [SERVER_ENTRY],
  env: {
    DATABASE_URL: databaseUrl.href,
    // Every node reads the client's address from the balancer's X-Forwarded-For, and from nobody else.
    TRUST_PROXY: '127.0.0.1',
    // Longer than the balancer takes to see a draining node's /healthz 503 (deploy/haproxy.cfg: 2 checks 500 ms apart).
    SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS || '2000',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  },
  log: (name, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `)),
});

console.log(`\nHELOC cluster ready at ${cluster.url}/account/heloc/register-v2`);
for (const node of cluster.nodes) console.log(`  ${node.name}: pid ${node.pid}, ${node.url}`);
console.log(
  `Kill a node (kill -9 <pid>): the others carry on and it is started again, as a supervisor would.\n` +
    `Roll a release: kill -HUP ${process.pid} (each node drains, stops and starts again, one at a time).\n` +
    'Ctrl-C stops everything.',
);

let stopping = false;
let rolling = false;
const restarting = new Set();
// A supervisor's Restart=always: a node that died is started again (not while the nodes are rolled or stopped).
setInterval(() => {
  if (stopping || rolling) return;
  for (const node of cluster.nodes) {
    if (node.isRunning() || restarting.has(node)) continue;
    restarting.add(node);
    console.log(`${node.name} is down: starting it again`);
    node
      .start()
      .then(() => console.log(`  ${node.name}: pid ${node.pid}, back`))
      .catch((error) => console.error(`${node.name} did not start again: ${error.message}`))
      .finally(() => restarting.delete(node));
  }
}, 1000).unref();

process.on('SIGHUP', async () => {
  if (rolling || stopping || restarting.size > 0) return;
  rolling = true;
  console.log('Rolling the nodes, one at a time...');
  try {
    await rollNodes(cluster);
    console.log(`Rolled: ${cluster.nodes.map((n) => `${n.name} pid ${n.pid}`).join(', ')}`);
  } catch (error) {
    console.error(`The roll stopped: ${error.message}`);
  } finally {
    rolling = false;
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the nodes (each drains) and the balancer...');
    await cluster.stop();
    process.exit(0);
  });
}
