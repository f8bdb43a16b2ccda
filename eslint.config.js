// The linter's rules are the house's boundaries (docs/architecture.md): what may import what, and where a query may
// live. `npm test` runs it; apps/server/test/architecture.test.ts and apps/web/src/architecture.test.ts show each rule
// failing on a planted violation.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tablesOfTheirOwner } from './apps/server/lint/tables-of-their-owner.js';
import { TABLE_OWNERS } from './apps/server/table-owners.js';

/** The layers of the repository, by folder. The first pattern that matches a file names its element type. */
const elements = [
  // Tests and their helpers may reach anything they exercise.
  {
    type: 'test',
    pattern: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/**/testing/**', 'apps/server/test/**'],
    mode: 'full',
  },
  // packages/domain: pure rules, imports nothing of ours.
  { type: 'domain', pattern: 'packages/domain/src/**' },
  // apps/server: app.ts -> modules -> workflow -> platform (docs/architecture.md).
  {
    type: 'server-app',
    pattern: [
      'apps/server/src/app.ts',
      'apps/server/src/server.ts',
      'apps/server/src/serve.ts',
      'apps/server/src/cli/**',
    ],
    mode: 'full',
  },
  { type: 'platform', pattern: 'apps/server/src/platform/**', mode: 'full' },
  { type: 'workflow-facade', pattern: 'apps/server/src/workflow/index.ts', mode: 'full' },
  { type: 'workflow', pattern: 'apps/server/src/workflow/**', mode: 'full' },
  // A module's front door (modules/<name>/index.ts): the only file of it another module may import.
  { type: 'module-shared', pattern: 'apps/server/src/modules/service-context.ts', mode: 'full' },
  {
    type: 'module-front-door',
    pattern: 'apps/server/src/modules/*/index.ts',
    mode: 'full',
    capture: ['moduleName'],
  },
  { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['moduleName'] },
  // apps/web: app -> features -> ui/lib; a feature never imports another feature (docs/architecture.md).
  { type: 'web-app', pattern: 'apps/web/src/app/**', mode: 'full' },
  { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['featureName'] },
  // Widgets that fetch and serve several features (address lookup, uploads, the closing signer, the notary
  // session, the application's status): features use them; they import no feature (docs/architecture.md).
  { type: 'shared', pattern: 'apps/web/src/shared/**', mode: 'full' },
  // The operations console (apps/web/src/console/README.md): an app of its own beside the borrower's, with the same
  // layers, app -> features -> shared -> ui, lib. The two apps share only ui/, lib/ and the domain: neither imports the
  // other's app, features or shared, so no borrower's page loads the console and the staff client stays in it.
  { type: 'console-app', pattern: 'apps/web/src/console/app/**', mode: 'full' },
  { type: 'console-feature', pattern: 'apps/web/src/console/features/*', capture: ['featureName'] },
  { type: 'console-shared', pattern: 'apps/web/src/console/shared/**', mode: 'full' },
  { type: 'ui', pattern: 'apps/web/src/ui/**', mode: 'full' },
  { type: 'lib', pattern: 'apps/web/src/lib/**', mode: 'full' },
  { type: 'web-testing', pattern: 'apps/web/src/testing/**', mode: 'full' },
];

/**
 * The modules each module may use, through their front doors (apps/server/src/modules/README.md). The graph has no
 * cycle (apps/server/test/architecture.test.ts checks it): a piece two modules share moves down to platform/ or the
 * workflow rather than one importing the other back. A module not listed uses no other module.
 */
export const MODULE_DEPENDENCIES = {
  application: ['lead-portal', 'profile', 'signers'],
  'application-details': ['application'],
  assets: ['documents'],
  bank: ['application'],
  'ceo-feedback': ['identity'],
  chat: ['application', 'conditions', 'knowledge', 'notary', 'notifications', 'operating-hours'],
  conditions: ['documents', 'identity', 'identity-verification', 'optimize'],
  console: ['conditions', 'decisions', 'notary', 'requalify', 'telemetry', 'valuation'],
  decisions: ['documents'],
  identity: ['profile'],
  'identity-broker': ['identity', 'mfa'],
  'identity-verification': ['documents', 'optimize'],
  income: ['documents'],
  liens: ['documents'],
  mfa: ['identity'],
  notary: ['bank'],
  notifications: ['identity'],
  profile: ['comms-prefs'],
  sandbox: ['conditions'],
  search: ['application'],
  signers: ['identity', 'profile'],
  valuation: ['optimize'],
  partners: ['lead-portal', 'optimize'],
  waitlist: ['eligibility'],
};

const OWN_MODULE = [
  ['module', { moduleName: '${from.moduleName}' }],
  ['module-front-door', { moduleName: '${from.moduleName}' }],
];

const moduleRules = [
  // A module's own files import each other freely; every module shares service-context.ts.
  { from: 'module', allow: ['domain', 'platform', 'workflow-facade', 'module-shared', ...OWN_MODULE] },
  { from: 'module-front-door', allow: ['domain', 'platform', 'workflow-facade', ...OWN_MODULE] },
  { from: 'module-shared', allow: ['domain', 'platform', 'workflow-facade'] },
  // Another module only through its front door, and only along MODULE_DEPENDENCIES.
  ...Object.entries(MODULE_DEPENDENCIES).map(([moduleName, uses]) => ({
    from: [['module', { moduleName }]],
    allow: [['module-front-door', { moduleName: uses }]],
  })),
];

const layerRules = [
  { from: 'domain', allow: ['domain'] },
  { from: 'platform', allow: ['domain', 'platform'] },
  { from: 'workflow', allow: ['domain', 'platform', 'workflow', 'workflow-facade'] },
  { from: 'workflow-facade', allow: ['domain', 'platform', 'workflow'] },
  // Modules reach the engine through its facade only (app.workflow and the types in workflow/index.ts).
  ...moduleRules,
  {
    from: 'server-app',
    allow: [
      'domain',
      'platform',
      'workflow-facade',
      'workflow',
      'module',
      'module-front-door',
      'module-shared',
      'server-app',
    ],
  },
  { from: 'web-app', allow: ['domain', 'web-app', 'feature', 'shared', 'ui', 'lib', 'web-testing'] },
  {
    from: 'feature',
    allow: ['domain', ['feature', { featureName: '${from.featureName}' }], 'shared', 'ui', 'lib', 'web-testing'],
  },
  { from: 'shared', allow: ['domain', 'shared', 'ui', 'lib'] },
  { from: 'console-app', allow: ['domain', 'console-app', 'console-feature', 'console-shared', 'ui', 'lib'] },
  {
    from: 'console-feature',
    allow: ['domain', ['console-feature', { featureName: '${from.featureName}' }], 'console-shared', 'ui', 'lib'],
  },
  { from: 'console-shared', allow: ['domain', 'console-shared', 'ui', 'lib'] },
  { from: 'ui', allow: ['domain', 'ui', 'lib'] },
  { from: 'lib', allow: ['domain', 'lib'] },
  { from: 'web-testing', allow: ['domain', 'shared', 'ui', 'lib', 'web-testing'] },
  { from: 'test', allow: ['*'] },
];

/** Kysely's query builders: outside a repository they are the queries the house rule keeps out. */
const QUERY_BUILDERS = /^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/;
export const QUERY_OUTSIDE_REPOSITORY = 'A query lives in a repository (*.repo.ts): call one from here.';

/** A module's routes come from contracts, each declaring who may call it (docs/architecture.md "The layers"). */
export const ROUTE_WITHOUT_CONTRACT =
  'A call is registered from its contract (contractRoute), whose audience says who may call it; a route no contract ' +
  "can describe is declared in apps/server/test/routes-without-contract.ts and in this rule's ignores.";
const ROUTE_REGISTRATION = {
  selector:
    "CallExpression[callee.object.name='app'][callee.property.name=/^(get|head|post|put|patch|delete|options|all|route)$/]",
  message: ROUTE_WITHOUT_CONTRACT,
};

/** `x as unknown as T` tells the compiler nothing is known of x: on the server, say what x is instead. */
export const DOUBLE_CAST_ON_SERVER = 'No `as unknown as` on the server: narrow the value, or type what makes it.';
const DOUBLE_CAST = {
  selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
  message: DOUBLE_CAST_ON_SERVER,
};

/** The web's one way to call the API: a feature's (or a shared widget's) api/<verb>-<thing>.ts (docs/architecture.md). */
export const UI_IS_PRESENTATIONAL =
  'ui/ is presentational: a widget that calls the API goes in shared/, its calls in api/.';
export const API_CLIENT_OUTSIDE_API = 'The API is called from an api/<verb>-<thing>.ts file (docs/architecture.md).';
/**
 * The API client and the transport under it (lib/transport/), and the console's staff client on that transport: what
 * only api/ folders and lib/ import.
 */
const API_CLIENT_MODULES = ['**/lib/api-client', '**/lib/transport/*', '**/api/staff-client'];
const WEB_UI_FORBIDDEN = [
  { group: API_CLIENT_MODULES, message: UI_IS_PRESENTATIONAL },
  { group: ['@tanstack/react-query'], message: UI_IS_PRESENTATIONAL },
];

/**
 * One transport (docs/architecture.md "The transport and the socket"): the browser's ways to reach a server are used
 * by the transport's own files only. navigator.sendBeacon is one of them: an event that must outlive the page goes
 * through the transport's fetch with keepalive (lib/telemetry-event.ts). Tests stub the globals by name
 * (vi.stubGlobal), which the rule does not refuse, so it holds for them too.
 */
export const NETWORK_OUTSIDE_TRANSPORT =
  'The network is reached through the transport (lib/transport/send.ts, upload-with-progress.ts, lib/socket/): extend it instead.';
const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'];
const TRANSPORT_FILES = [
  'apps/web/src/lib/transport/send.ts',
  'apps/web/src/lib/transport/upload-with-progress.ts',
  'apps/web/src/lib/socket/reconnecting-socket.ts',
];
const NETWORK_PROPERTIES = [
  ...['window', 'globalThis', 'self'].flatMap((object) => NETWORK_GLOBALS.map((property) => ({ object, property }))),
  { object: 'navigator', property: 'sendBeacon' },
];

/**
 * No string left behind (docs/i18n.md): a folder of the web app with a message catalogue (`*.messages.ts`) is
 * translated, and every text its components show comes from a catalogue. JSX text and the attributes a person reads
 * or hears (labels, titles, placeholders, alternative texts, accessible names) may not be literals there.
 */
const translatedFolders = (dir) => {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...translatedFolders(path));
    else if (entry.name.endsWith('.messages.ts')) found.push(dir);
  }
  return [...new Set(found)];
};
const TRANSLATED_WEB_FILES = translatedFolders('apps/web/src').map((dir) => `${dir}/*.tsx`);
const READ_ATTRIBUTES =
  '{label,placeholder,title,alt,aria-label,aria-description,aria-valuetext,loadingLabel,hint,description,heading,caption,emptyText,legend}';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench/results/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}', 'apps/server/test/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/*/src/**', 'apps/*/src/**', 'apps/server/test/**'],
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import ${dependency.type} (layers point one way: see eslint.config.js)',
          rules: layerRules,
        },
      ],
    },
  },
  {
    // On the server a re-export is a dependency too: a module's front door (index.ts) may re-export only its own files.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    settings: { 'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'] },
  },
  {
    // The server's code and tests say what each value is (the query rule below repeats this one, as it replaces it).
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', DOUBLE_CAST] },
  },
  {
    // Every query in a repository (docs/architecture.md). Migrations are schema, not queries.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repo.ts', 'apps/server/src/platform/database/migrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=${QUERY_BUILDERS}]`, message: QUERY_OUTSIDE_REPOSITORY },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_OUTSIDE_REPOSITORY },
        DOUBLE_CAST,
      ],
    },
  },
  {
    // A module's calls are its contracts' (their audience checked by contractRoute): no route registered by hand. The
    // two that no contract can describe, a chat's sockets (their first frame authenticates) and the organisation's
    // brand images (drawn, and uploaded), are declared in apps/server/test/routes-without-contract.ts. Repeats the rules above, as it
    // replaces them for these files.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repo.ts',
      '**/*.test.ts',
      'apps/server/src/modules/chat/chat-socket.ts',
      'apps/server/src/modules/organization/organization.routes.ts',
      'apps/server/src/modules/partners/brand-assets.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=${QUERY_BUILDERS}]`, message: QUERY_OUTSIDE_REPOSITORY },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_OUTSIDE_REPOSITORY },
        DOUBLE_CAST,
        ROUTE_REGISTRATION,
      ],
    },
  },
  {
    // Every table has one owner (apps/server/table-owners.js): a repository names only its owner's tables. The seed,
    // like a migration, writes the rows a release ships into several owners' tables at start-up, before any module runs.
    files: ['apps/server/src/**/*.repo.ts'],
    ignores: ['apps/server/src/platform/database/seed/**'],
    plugins: { house: { rules: { 'tables-of-their-owner': tablesOfTheirOwner } } },
    rules: { 'house/tables-of-their-owner': ['error', { owners: TABLE_OWNERS }] },
  },
  {
    // One way to call the API: only api/ folders use the client; lib/ is the client, and the start-up files
    // directly in app/ (the borrower's and the console's) configure it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/api/**',
      'apps/web/src/lib/**',
      'apps/web/src/app/*.{ts,tsx}',
      'apps/web/src/console/app/*.{ts,tsx}',
      '**/*.test.{ts,tsx}',
      'apps/web/src/**/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: API_CLIENT_MODULES, message: API_CLIENT_OUTSIDE_API }] },
      ],
    },
  },
  {
    // One transport: fetch, XMLHttpRequest, WebSocket, EventSource and sendBeacon only in the transport's own files.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TRANSPORT_FILES,
    rules: {
      'no-restricted-globals': [
        'error',
        ...NETWORK_GLOBALS.map((name) => ({ name, message: NETWORK_OUTSIDE_TRANSPORT })),
      ],
      'no-restricted-properties': [
        'error',
        ...NETWORK_PROPERTIES.map((property) => ({ ...property, message: NETWORK_OUTSIDE_TRANSPORT })),
      ],
    },
  },
  {
    // ui/ renders what it is given: no API client, no query keys or hooks.
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_UI_FORBIDDEN }] },
  },
  {
    files: TRANSLATED_WEB_FILES.length > 0 ? TRANSLATED_WEB_FILES : ['no-translated-folder-yet'],
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', READ_ATTRIBUTES]] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
);
