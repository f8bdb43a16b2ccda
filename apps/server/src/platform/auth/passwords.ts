import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, 3 passes); the hash string records them, so they can change later.
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

// Verifying against this when the account does not exist keeps the answer time the same, so timing does not reveal
// which emails are registered.
const DUMMY_HASH = hashPassword('not-a-real-password-0!A');

export const verifyPassword = async (hash: string | undefined, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
};
