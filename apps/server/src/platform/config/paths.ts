import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative paths in the configuration (DATA_DIR, WEB_DIST_DIR) are resolved from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** DATA_DIR's default (docs/configuration.md). */
export const DEFAULT_DATA_DIR = './data';

/** DATA_DIR as the server uses it: a relative path is taken from the repository root. */
export const resolveDataDir = (value: string): string => path.resolve(REPO_ROOT, value);

/** The embedded database's own directory inside the data dir. */
export const pgliteDirIn = (dataDir: string): string => path.join(dataDir, 'pglite');
