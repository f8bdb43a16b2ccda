/*
 * What a member has seen of each file, and when each file last changed while a console of theirs was open
 * (docs/product/operations-console.md §10), kept in this browser per member: a file changed after the member last
 * looked at it is marked new in the pipeline, and the documents it received since are marked new on the file.
 */

/** Most files remembered per member; the ones looked at longest ago are forgotten first. */
const MAX_FILES = 500;

type Instants = Record<string, string>;

const keyOf = (kind: 'seen' | 'changed', memberUuid: string) => `heloc.console.${kind}.${memberUuid}`;

const read = (key: string): Instants => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Instants) : {};
  } catch {
    return {};
  }
};

const write = (key: string, fileUuid: string, at: string) => {
  const instants = read(key);
  delete instants[fileUuid];
  instants[fileUuid] = at;
  const entries = Object.entries(instants);
  const kept = entries.length > MAX_FILES ? Object.fromEntries(entries.slice(entries.length - MAX_FILES)) : instants;
  try {
    localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the marks.
  }
};

/** When the member last looked at the file in this browser, if ever. */
export const lastSeenOf = (memberUuid: string, fileUuid: string): string | undefined =>
  read(keyOf('seen', memberUuid))[fileUuid];

export const markSeen = (memberUuid: string, fileUuid: string, at: Date): void =>
  write(keyOf('seen', memberUuid), fileUuid, at.toISOString());

export const markChanged = (memberUuid: string, fileUuid: string, at: Date): void =>
  write(keyOf('changed', memberUuid), fileUuid, at.toISOString());

/** The files that changed after the member last looked at them (or that they never opened since they changed). */
export const changedSinceSeen = (memberUuid: string): Set<string> => {
  const seen = read(keyOf('seen', memberUuid));
  const changed = read(keyOf('changed', memberUuid));
  return new Set(
    Object.entries(changed)
      .filter(([uuid, at]) => !seen[uuid] || seen[uuid] < at)
      .map(([uuid]) => uuid),
  );
};

/** Whether something created at `createdAt` arrived after the member last looked (never looked: nothing is new). */
export const isNewSince = (lastSeen: string | undefined, createdAt: string): boolean =>
  lastSeen !== undefined && createdAt > lastSeen;
