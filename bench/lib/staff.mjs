// A member of the operations console for a figure (docs/product/operations-console.md §1): the first admin from the
// command (`npm run staff -- create-admin`, as on any machine), then the set-up link, sign-in and the authenticator's
// code through the staff API, as the console's own screens make those calls. Answers a staff session token with its
// second factor done.
import { Secret, TOTP } from 'otpauth';
import { startAppServer } from './app-server.mjs';
import { freePort, removeTempDir, startProcess, stopProcess, tempDir } from './processes.mjs';

export const STAFF_EMAIL = 'bench.admin@lender.example';
export const STAFF_PASSWORD = 'a long bench passphrase 7';
const STAFF_API = '/staff/api/v1';
export const CONSOLE_API = '/console/api/v1';
/** The key apps/web/src/console/shared/api/staff-client.ts keeps the staff token under (sessionStorage). */
export const STAFF_TOKEN_KEY = 'heloc.staff-token';

/**
 * Runs the command that creates the first admin and answers the token of its one-time set-up link. With the embedded
 * database (`dataDir`, no `databaseUrl`), before the server opens that directory: only one process may open it.
 */
export const createAdmin = async ({ dataDir, databaseUrl }) => {
  // With PGlite the command refuses to run while a server answers on its PORT: give it one nobody listens on.
  const port = await freePort();
  const child = startProcess(
    process.execPath,
    ['scripts/staff.mjs', 'create-admin', '--email', STAFF_EMAIL, '--name', 'Bench Admin'],
    {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  );
  const timer = setTimeout(() => void stopProcess(child), 120_000);
  const { code } = await child.exited;
  clearTimeout(timer);
  const token = /\/console\/set-up\?token=([\w-]+)/.exec(child.output.stdout)?.[1];
  if (code !== 0 || !token)
    throw new Error(
      `create-admin failed (${code}): ${(child.output.stderr || child.output.stdout).trim().slice(-300)}`,
    );
  return token;
};

const call = async (baseUrl, path, { token, body, method = body ? 'POST' : 'GET' } = {}) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
};

/** The set-up link's token spent, signed in, the authenticator set up and its code given: a console session token. */
export const staffSession = async (baseUrl, setUpToken) => {
  await call(baseUrl, `${STAFF_API}/set-up`, {
    body: { token: setUpToken, name: 'Bench Admin', password: STAFF_PASSWORD },
  });
  const { token, secondFactor } = await call(baseUrl, `${STAFF_API}/sign-in`, {
    body: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  if (secondFactor !== 'SET_UP') throw new Error(`sign-in asked for ${secondFactor}, not a new authenticator`);
  const { secret } = await call(baseUrl, `${STAFF_API}/sign-in/authenticator`, { token, method: 'POST' });
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await call(baseUrl, `${STAFF_API}/sign-in/second-factor`, { token, body: { code } });
  return token;
};

/**
 * A server of its own with its first admin signed in: the admin is created by the command before the server opens
 * the embedded database; `prepare({ baseUrl, token })` then sets up what the figure needs and answers what the figure
 * reads, given back with a `stop` (the server is stopped if the preparation fails).
 */
export const serverWithAdmin = async (prepare) => {
  const dataDir = tempDir('heloc-bench-admin-');
  const setUpToken = await createAdmin({ dataDir });
  const server = await startAppServer({ env: { DATA_DIR: dataDir } });
  const stop = async () => {
    await server.stop();
    removeTempDir(dataDir);
  };
  try {
    const token = await staffSession(server.baseUrl, setUpToken);
    return { ...(await prepare({ baseUrl: server.baseUrl, token })), stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
