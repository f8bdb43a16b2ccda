import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR, pgliteDirIn, resolveDataDir } from './platform/config/paths';
import { startPgliteThreadEarly } from './platform/database/pglite-thread';

// The server's entry. First of all, before the rest of its code loads (half a second of a start on a small
// machine), an existing embedded database starts opening on its own thread. A new
// one is created only after the configuration has been checked (serve.ts), so a refused start leaves no half-made
// data dir. The directory is read as loadConfig reads it; serve.ts closes a thread opened on the wrong guess
// (docs/decisions.md "PGlite on a thread of its own").
if (!process.env.DATABASE_URL) {
  const pgliteDir = pgliteDirIn(resolveDataDir(process.env.DATA_DIR || DEFAULT_DATA_DIR));
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) startPgliteThreadEarly(pgliteDir);
}

const { serve } = await import('./serve');
await serve();
