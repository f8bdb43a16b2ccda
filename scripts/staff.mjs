// `npm run staff -- <command> [options]`: staff of the operations console from the command line
// (apps/server/src/cli/staff-command.ts; `npm run staff -- --help`). Runs the server's TypeScript directly, on the
// database the server uses: with the embedded one (no DATABASE_URL), stop the server first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/cli/staff.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
