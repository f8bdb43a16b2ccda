import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithEsbuild } from 'vite';
import type { RoutePreload } from '../src/lib/route-preload';

/**
 * The code the routes need early, as their features declare it (`export const preload` in a feature's routes.ts,
 * src/lib/route-preload.ts), for vite.config.ts to list in the page. The build names no screen's file itself: a
 * feature that moves or renames a screen updates the declaration beside its route, which the linter and the type
 * checker see, and the build fails on a declared module that is not there.
 */

/** The route lists read: every feature's (docs/architecture.md "Where does my code go?"). */
const FEATURES_DIR = 'src/features';
const ROUTES_FILE = 'routes.ts';
const EXPORT_NAME = 'preload';
const GROUPS: readonly (keyof RoutePreload)[] = ['application', 'screens', 'firstSteps'];

/** The declarations of every feature merged, each module by its path from the web app's root (`src/features/...`). */
export interface RoutePreloads {
  application: string[];
  screens: Record<string, string[]>;
  firstSteps: Record<string, string[]>;
}

type Node = { type: string } & Record<string, unknown>;

/** A declaration is data, read without running the module: literals only (strings, arrays, plain objects). */
const literalOf = (node: Node, where: string): unknown => {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'ArrayExpression') return (node.elements as Node[]).map((element) => literalOf(element, where));
  if (node.type === 'ObjectExpression')
    return Object.fromEntries(
      (node.properties as Node[]).map((property) => {
        const key = property.key as Node | undefined;
        if (property.type !== 'Property' || property.computed || !key)
          throw new Error(`${where}: ${EXPORT_NAME} keys are written out (no spread or computed key)`);
        return [key.type === 'Identifier' ? key.name : key.value, literalOf(property.value as Node, where)];
      }),
    );
  throw new Error(`${where}: ${EXPORT_NAME} is written as literals, found ${node.type}`);
};

/** The `preload` export of a routes.ts as written, or undefined where it declares none. */
const declarationIn = async (file: string): Promise<unknown> => {
  const { code } = await transformWithEsbuild(readFileSync(file, 'utf8'), file, { loader: 'ts' });
  for (const statement of parseAst(code).body as unknown as Node[]) {
    const declaration = statement.declaration as Node | null | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if ((declarator.id as Node).name === EXPORT_NAME) return literalOf(declarator.init as Node, file);
    }
  }
  return undefined;
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `./x.tsx` from `src/features/a/routes.ts` → `src/features/a/x.tsx`, which must exist. */
const moduleFrom = (root: string, file: string, specifier: string): string => {
  const absolute = path.resolve(path.dirname(file), specifier);
  if (!specifier.startsWith('.') || !existsSync(absolute))
    throw new Error(`${file}: ${EXPORT_NAME} names ${specifier}, which is no file beside it`);
  return path.relative(root, absolute).split(path.sep).join('/');
};

/** Reads the declarations of every feature under `root` (the web app's folder), in the order of their folders. */
export const readRoutePreloads = async (root: string): Promise<RoutePreloads> => {
  const merged: RoutePreloads = { application: [], screens: {}, firstSteps: {} };
  const features = readdirSync(path.join(root, FEATURES_DIR)).sort();
  for (const feature of features) {
    const file = path.join(root, FEATURES_DIR, feature, ROUTES_FILE);
    if (!existsSync(file)) continue;
    const declared = await declarationIn(file);
    if (declared === undefined) continue;
    if (typeof declared !== 'object' || declared === null || Array.isArray(declared))
      throw new Error(`${file}: ${EXPORT_NAME} is an object of ${GROUPS.join(', ')}`);
    for (const [group, value] of Object.entries(declared)) {
      if (group === 'application' && isStringList(value)) {
        merged.application.push(...value.map((specifier) => moduleFrom(root, file, specifier)));
      } else if ((group === 'screens' || group === 'firstSteps') && typeof value === 'object' && value !== null) {
        for (const [name, list] of Object.entries(value)) {
          if (!isStringList(list)) throw new Error(`${file}: ${EXPORT_NAME}.${group}.${name} is a list of modules`);
          if (merged[group][name]) throw new Error(`${file}: ${EXPORT_NAME}.${group}.${name} is declared twice`);
          merged[group][name] = list.map((specifier) => moduleFrom(root, file, specifier));
        }
      } else {
        throw new Error(`${file}: ${EXPORT_NAME}.${group} is none of ${GROUPS.join(', ')}, or not of their shape`);
      }
    }
  }
  return merged;
};
