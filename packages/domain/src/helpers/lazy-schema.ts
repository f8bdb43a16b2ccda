/*
 * Whether a module-level schema waits for its first use (lazySchema): the web's build turns it on (vite.config.ts
 * `define`), where building the contracts' schemas was a large part of every screen's start-up on a phone. The server
 * builds them as its modules load: it needs every one as it starts (each route's validator, serialiser and OpenAPI
 * entry), and zod's JSON schema tells schemas apart by the object itself, which a stand-in is not.
 */
declare const __SCHEMAS_ON_FIRST_USE__: boolean | undefined;
const SCHEMAS_ON_FIRST_USE = typeof __SCHEMAS_ON_FIRST_USE__ === 'boolean' && __SCHEMAS_ON_FIRST_USE__;

/**
 * A module-level schema: in the web's build, built the first time it is used rather than when its module is loaded
 * (schemaOnFirstUse); elsewhere at once. Every schema a module of the domain defines at its top level goes through it
 * (docs/decisions.md "Schemas built on first use"). Marked free of side effects for the bundler: a schema nothing
 * uses is left out of the web's build.
 */
/* @__NO_SIDE_EFFECTS__ */
export const lazySchema = <T extends object>(build: () => T): T =>
  SCHEMAS_ON_FIRST_USE ? schemaOnFirstUse(build) : build();

/**
 * A stand-in for a schema, built the first time a property of it is read. Zod builds a schema eagerly, and the
 * contracts define hundreds at module level, though a screen parses only a few answers. The stand-in serves for the
 * schema in parsing, its shape, optional() and the like, instanceof and inside other schemas; the schema is built once,
 * on the first read, and every later read goes to it.
 */
export const schemaOnFirstUse = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported as configurable: the stand-in itself holds no properties, and a proxy may not call one it lacks fixed.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
};
