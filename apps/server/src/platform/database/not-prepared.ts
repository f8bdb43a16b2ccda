/**
 * Thrown when what start-up makes from the database (the tokens, the field cipher) is used before buildApp has
 * finished preparing it: a defect of the caller, never a request's fault (no request arrives before then).
 */
export const notPreparedYet = (what: string): never => {
  throw new Error(`${what} used before the database was prepared`);
};
