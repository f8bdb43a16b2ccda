import { readFileSync } from 'node:fs';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@heloc/domain';
import { AppError } from '../../http/errors';

/** The shipped blocklist (README.md beside this file says where it comes from), read once, on first use. */
let blocklist: ReadonlySet<string> | undefined;
export const commonPasswords = (): ReadonlySet<string> => {
  blocklist ??= new Set(
    readFileSync(new URL('./top-10000.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return blocklist;
};

/** Refuses a common or breached password with a 400 and a clear message (registration, any password change). */
export const assertPasswordNotCommon = (password: string): void => {
  if (isCommonPassword(password, commonPasswords())) throw new AppError('bad_request', COMMON_PASSWORD_MESSAGE);
};
