import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, from this folder (apps/web/src/testing). */
export const REPOSITORY = path.resolve(import.meta.dirname, '../../../..');

export interface SourceFile {
  /** From the repository's root: 'apps/server/src/modules/chat/chat-words.ts'. */
  path: string;
  text: string;
}

const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });

/** The code (not the tests) under folders of the repository, e.g. 'apps/server/src'. */
export const sourceFilesUnder = (...folders: string[]): SourceFile[] =>
  folders.flatMap((folder) =>
    walk(path.join(REPOSITORY, folder)).map((file) => ({
      path: path.relative(REPOSITORY, file),
      text: readFileSync(file, 'utf8'),
    })),
  );

/** A file's text without its comments (the words in a comment are not texts a person reads). */
export const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
