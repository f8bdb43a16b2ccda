// Several server nodes on one PostgreSQL behind HAProxy, on one machine: `npm run cluster` (scripts/cluster.mjs), the
// cluster tests (apps/server/test/cluster.test.ts) and the bench's cluster figure use it. The balancer runs the
// production configuration of docs/deploy.md (deploy/haproxy.cfg) with only its addresses changed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HAPROXY_CONFIG = path.join(REPO_ROOT, 'deploy/haproxy.cfg');
const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Waits for `condition` to hold, checking every `interval` ms; throws `explain()` after `timeout` ms. */
export const waitFor = async (condition, { timeout, interval = 100, explain = () => 'timed out' }) => {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(explain());
    await sleep(interval);
  }
};

const isHealthy = (url) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status === 200,
    () => false,
  );

/**
 * deploy/haproxy.cfg with the frontend's `bind` line listening on `port` and the backend's `server` lines replaced by
 * `servers` ({ name, address }), the runtime API on the unix socket `socket`; every other line as production has it.
 */
export const balancerConfig = ({ port, servers, socket, host = '127.0.0.1' }) => {
  const lines = readFileSync(HAPROXY_CONFIG, 'utf8')
    .replace(/stats socket \S+/, `stats socket ${socket}`)
    .split('\n');
  const bind = lines.findIndex((line) => /^\s+bind :\d+\s*$/.test(line));
  const firstServer = lines.findIndex((line) => /^\s+server \S+ \S+/.test(line));
  const serverCount = lines.slice(firstServer).filter((line) => /^\s+server \S+ \S+/.test(line)).length;
  if (bind < 0 || firstServer < 0) throw new Error(`${HAPROXY_CONFIG} has no plain bind line or no server line`);
  lines[bind] = lines[bind].replace(/bind :\d+/, `bind ${host}:${port}`);
  lines.splice(firstServer, serverCount, ...servers.map(({ name, address }) => `    server ${name} ${address}`));
  return lines.join('\n');
};

/** Starts HAProxy in the foreground on `port` in front of `servers`; resolves once it accepts connections. */
export const startBalancer = async ({ port, servers }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'heloc-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  const socket = path.join(dir, 'haproxy.sock');
  writeFileSync(file, balancerConfig({ port, servers, socket }));
  let output = '';
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-8192)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-8192)));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', (error) => (output += `\n${error.message}`));
  await waitFor(
    () =>
      child.exitCode === null &&
      new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      }),
    { timeout: 10_000, explain: () => `HAProxy did not start:\n${output}` },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    /** Each node's state as the balancer's health checks see it, by name: 'UP', 'DOWN', 'UP 1/2', 'NOLB', ... */
    states: () => serverStates(socket),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** `show stat` on HAProxy's runtime API: the backend's servers and their status. */
const serverStates = (socket) =>
  new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(socket, () => connection.end('show stat\n'));
    connection.on('data', (chunk) => (answer += chunk));
    connection.once('error', reject);
    connection.once('end', () => {
      const [header, ...rows] = answer.replace(/^# /, '').trim().split('\n');
      const columns = header.split(',');
      const states = {};
      for (const row of rows) {
        const cells = row.split(',');
        const field = (name) => cells[columns.indexOf(name)];
        if (field('pxname') === 'nodes' && !['BACKEND', 'FRONTEND'].includes(field('svname')))
          states[field('svname')] = field('status');
      }
      resolve(states);
    });
  });

const SOURCE_COMMAND = ['--import', 'tsx', 'apps/server/src/server.ts'];

/**
 * How a node is run from the server's JavaScript build (scripts/build-server.mjs), built first when missing or older
 * than its sources: a node then starts in about 2 s, against about 10 s for the TypeScript through tsx on a busy
 * 2-core machine.
 */
export const builtServerArgs = async () => {
  const { SERVER_ENTRY, ensureServerBuild } = await import('./build-server.mjs');
  // esbuild's service process would otherwise keep the caller alive.
  if (await ensureServerBuild()) await (await import('esbuild')).stop();
  return [SERVER_ENTRY];
};

/**
 * One server node on `port`, started and restartable on the same port (a rolling replace): `start()` resolves once
 * its /healthz answers 200.
 */
export const createNode = ({ name, port, env, args = SOURCE_COMMAND, log }) => {
  const url = `http://127.0.0.1:${port}`;
  let child;
  let exited = Promise.resolve(null);
  let output = '';
  const node = {
    name,
    port,
    url,
    output: () => output,
    get pid() {
      return child?.pid;
    },
    isRunning: () => Boolean(child) && child.exitCode === null && child.signalCode === null,
    async start() {
      child = spawn(process.execPath, args, {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
      });
      const own = child;
      const keep = (chunk) => {
        output = (output + chunk).slice(-16_384);
        log?.(name, chunk.toString());
      };
      own.stdout.on('data', keep);
      own.stderr.on('data', keep);
      exited = new Promise((resolve) => own.once('exit', (code) => resolve(code)));
      await waitFor(
        async () => {
          if (own.exitCode !== null) throw new Error(`${name} exited (${own.exitCode}):\n${output}`);
          return isHealthy(url);
        },
        { timeout: 60_000, interval: 200, explain: () => `${name} not ready in 60 s:\n${output}` },
      );
    },
    /** SIGKILL: the node is lost at once, mid-call. */
    async kill() {
      if (node.isRunning()) child.kill('SIGKILL');
      return exited;
    },
    /** SIGTERM: the node drains (docs/operations.md, "Shutdown") and exits; resolves with its exit code. */
    async stop() {
      if (node.isRunning()) child.kill('SIGTERM');
      return exited;
    },
  };
  return node;
};

/**
 * N nodes (`nodeEnv(i)` each) behind HAProxy on `port`. The first node starts alone (it runs the migrations and
 * creates the development secrets the others then read), the others together.
 */
export const startCluster = async ({ nodes: count, port, env = {}, args, log }) => {
  const ports = [];
  for (let i = 0; i < count; i += 1) ports.push(await freePort());
  const nodes = ports.map((nodePort, i) => createNode({ name: `node${i + 1}`, port: nodePort, env, args, log }));
  const balancer = await startBalancer({
    port: port ?? (await freePort()),
    servers: nodes.map((n) => ({ name: n.name, address: `127.0.0.1:${n.port}` })),
  });
  const stop = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await balancer.stop();
  };
  const untilBalancerSees = async (node, state, timeout = 15_000) => {
    await waitFor(async () => (await balancer.states())[node.name] === state, {
      timeout,
      explain: () => `the balancer never saw ${node.name} ${state}:\n${balancer.output()}`,
    });
  };
  try {
    await nodes[0].start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));
    await Promise.all(nodes.map((n) => untilBalancerSees(n, 'UP')));
  } catch (error) {
    await Promise.all(nodes.map((n) => n.kill()));
    await balancer.stop();
    throw error;
  }
  return {
    url: balancer.url,
    balancer,
    nodes,
    /** Waits until the balancer's health checks see `node` in `state` ('UP' after a start, 'DOWN' after a stop). */
    untilBalancerSees,
    stop,
  };
};

/**
 * Replaces every node one at a time, as a release is rolled (docs/deploy.md): SIGTERM (the node drains), wait for its
 * exit, start it again on the same address, wait for the balancer to take it back, then the next.
 */
export const rollNodes = async (cluster) => {
  for (const node of cluster.nodes) {
    if (node.isRunning()) {
      const code = await node.stop();
      if (code !== 0) throw new Error(`${node.name} exited ${code} on SIGTERM:\n${node.output()}`);
    }
    await node.start();
    // Back in the balancer after `rise` good checks (deploy/haproxy.cfg) before the next node leaves.
    await cluster.untilBalancerSees(node, 'UP');
  }
};
