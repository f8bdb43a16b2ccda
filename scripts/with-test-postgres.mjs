// Runs a command with TEST_DATABASE_URL set, so the server tests use a throwaway database on a real PostgreSQL
// server instead of the embedded PGlite. Usage: node scripts/with-test-postgres.mjs <command> [args...]
// The URL defaults to a local server with trust auth; set TEST_DATABASE_URL to point elsewhere.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-test-postgres.mjs <command> [args...]');
  process.exit(2);
}

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};
console.log(`TEST_DATABASE_URL=${env.TEST_DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`);

const child = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
