import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative paths in the configuration (DATA_DIR, WEB_DIST_DIR) are resolved from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** DATA_DIR's default (docs/configuration.md). */
export const DEFAULT_DATA_DIR = './data';

/** The embedded database's own directory inside the data dir. */
export const pgliteDirIn = (dataDir: string): string => path.join(dataDir, 'pglite');
