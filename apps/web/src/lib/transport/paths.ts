export type QueryValue = string | number | boolean | undefined | null;

/** A path with its query: undefined and null values are left out. */
export const buildUrl = (path: string, query: Readonly<Record<string, QueryValue>> | undefined): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Fills the Fastify-style `:param` placeholders of a contract path. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
