import argon2 from 'argon2';

/**
 * argon2id at the OWASP Password Storage minimum's memory and passes (m = 19 MiB, t = 2), in two lanes computed on two
 * threads (p = 2, as RFC 9106's recommended settings use several): the same memory filled the same number of times,
 * so a guesser's cost per guess is unchanged, while a registration or sign-in waits about half as long
 * (docs/decisions.md "Passwords are hashed in two lanes"). Each hash records its parameters, so hashes made with other
 * settings still verify.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 2 };

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
