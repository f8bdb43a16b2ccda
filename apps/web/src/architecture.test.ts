// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The web's layers are enforced by the linter, not by prose (docs/architecture.md). Each case plants one file (as
 * text, at a path inside the tree) and asks the project's own eslint.config.js what it thinks: a violation must be an
 * error, its lawful twin must pass. If a rule stopped working, the violating case would pass and this test would fail.
 */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

const problemsOf = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
};

const refuses = async (filePath: string, code: string, rule: string) => {
  const problems = await problemsOf(filePath, code);
  expect(problems.some((p) => p.startsWith(rule))).toBe(true);
};

describe('the shared layer', () => {
  it.each([
    [
      'one application feature imports another',
      'apps/web/src/features/offers/planted.ts',
      "import { closingRoutes } from '../closing/routes';\nexport const x = closingRoutes;\n",
    ],
    [
      'a shared widget imports a feature',
      'apps/web/src/shared/address/planted.ts',
      "import { LoginPage } from '../../features/auth/login-page';\nexport const x = LoginPage;\n",
    ],
    [
      'ui imports a shared widget',
      'apps/web/src/ui/planted.ts',
      "import { UploadPicker } from '../shared/uploads/upload-picker';\nexport const x = UploadPicker;\n",
    ],
    [
      'lib imports a shared widget',
      'apps/web/src/lib/planted.ts',
      "import { UploadPicker } from '../shared/uploads/upload-picker';\nexport const x = UploadPicker;\n",
    ],
  ])('refuses: %s', async (_name, filePath, code) => {
    await refuses(filePath, code, 'boundaries/element-types');
  });

  it.each([
    [
      'a feature imports a shared widget',
      'apps/web/src/features/dashboard/planted.ts',
      "import { UploadPicker } from '../../shared/uploads/upload-picker';\nexport const x = UploadPicker;\n",
    ],
    [
      'a shared widget imports another, ui and lib',
      'apps/web/src/shared/withdraw/planted.ts',
      [
        "import { applicationPath } from '../application-status/destination';",
        "import { Button } from '../../ui/button';",
        "import { errorMessageOf } from '../../lib/api-error';",
        'export const x = [applicationPath, Button, errorMessageOf];',
        '',
      ].join('\n'),
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });
});

describe('the operations console, an app of its own (src/console/README.md)', () => {
  it.each([
    [
      'one console feature imports another',
      'apps/web/src/console/features/pipeline/planted.ts',
      "import { fileRoutes } from '../file/routes';\nexport const x = fileRoutes;\n",
    ],
    [
      "the console's shared imports a console feature",
      'apps/web/src/console/shared/planted.ts',
      "import { teamRoutes } from '../features/team/routes';\nexport const x = teamRoutes;\n",
    ],
    [
      // docs/product/operations-console.md §1: the staff token never reaches a borrower's screens.
      "a borrower feature imports the console's staff client",
      'apps/web/src/features/dashboard/planted.ts',
      "import { getStaffToken } from '../../console/shared/api/staff-client';\nexport const x = getStaffToken;\n",
    ],
    [
      "the borrower's app imports the console's routes",
      'apps/web/src/app/routes/planted.ts',
      "import { consoleRoutes } from '../../console/app/console-routes';\nexport const x = consoleRoutes;\n",
    ],
    [
      "the borrower's shared imports the console's shared",
      'apps/web/src/shared/address/planted.ts',
      "import { CONSOLE_PATH } from '../../console/shared/console-paths';\nexport const x = CONSOLE_PATH;\n",
    ],
    [
      'lib imports the console',
      'apps/web/src/lib/planted.ts',
      "import { CONSOLE_PATH } from '../console/shared/console-paths';\nexport const x = CONSOLE_PATH;\n",
    ],
    [
      'a console feature imports a borrower feature',
      'apps/web/src/console/features/chat/planted.ts',
      "import { Composer } from '../../../features/chat/composer';\nexport const x = Composer;\n",
    ],
    [
      "the console's shared imports the borrower's shared",
      'apps/web/src/console/shared/planted.ts',
      "import { applicationPath } from '../../shared/application-status/destination';\nexport const x = applicationPath;\n",
    ],
    [
      "the console's app imports the borrower's app",
      'apps/web/src/console/app/planted.ts',
      "import { AppProviders } from '../../app/providers';\nexport const x = AppProviders;\n",
    ],
  ])('refuses: %s', async (_name, filePath, code) => {
    await refuses(filePath, code, 'boundaries/element-types');
  });

  it.each([
    [
      "the console's app composes its features' routes and its shell",
      'apps/web/src/console/app/planted.ts',
      [
        "import { pipelineRoutes } from '../features/pipeline/routes';",
        "import { ConsoleFrame } from '../shared/console-frame';",
        'export const x = [pipelineRoutes, ConsoleFrame];',
        '',
      ].join('\n'),
    ],
    [
      "a console feature imports the console's shared, ui, lib and the domain",
      'apps/web/src/console/features/team/planted.ts',
      [
        "import { DEFAULT_LANGUAGE } from '@heloc/domain';",
        "import { useStaffSelf } from '../../shared/api/get-staff-self';",
        "import { Button } from '../../../ui/button';",
        "import { errorMessageOf } from '../../../lib/api-error';",
        'export const x = [DEFAULT_LANGUAGE, useStaffSelf, Button, errorMessageOf];',
        '',
      ].join('\n'),
    ],
  ])('allows: %s', async (_name, filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });

  const staffClient = (from: string) => `import { staffCall } from '${from}';\nexport const x = staffCall;\n`;

  it.each([
    [
      'a console page',
      'apps/web/src/console/features/team/planted-page.tsx',
      staffClient('../../shared/api/staff-client'),
    ],
    [
      "a console feature's file outside api/",
      'apps/web/src/console/features/chat/planted-socket.ts',
      staffClient('../../shared/api/staff-client'),
    ],
    ["the console's shell", 'apps/web/src/console/app/shell/planted.tsx', staffClient('../../shared/api/staff-client')],
    [
      'the transport in a console page',
      'apps/web/src/console/features/file/planted-page.tsx',
      "import { httpCall } from '../../../lib/transport/http-call';\nexport const x = httpCall;\n",
    ],
  ])('refuses the staff client or the transport in %s: calls go in api/', async (_name, filePath, code) => {
    await refuses(filePath, code, 'no-restricted-imports');
  });

  it.each([
    [
      "a console feature's api/<verb>-<thing>.ts",
      'apps/web/src/console/features/team/api/get-planted.ts',
      '../../../shared/api/staff-client',
    ],
    ["the console's shared api/", 'apps/web/src/console/shared/api/get-planted.ts', './staff-client'],
  ])('allows the staff client in %s', async (_name, filePath, from) => {
    expect(await problemsOf(filePath, staffClient(from))).toEqual([]);
  });
});

describe('ui/ is presentational', () => {
  it.each([
    ['the API client', "import { callContract } from '../lib/api-client';\nexport const x = callContract;\n"],
    ['a query hook', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n"],
  ])('refuses ui importing %s', async (_name, code) => {
    await refuses('apps/web/src/ui/planted.ts', code, 'no-restricted-imports');
  });

  it('allows ui importing lib and ui', async () => {
    const code =
      "import { Alert } from './alert';\nimport { errorMessageOf } from '../lib/api-error';\nexport const x = [Alert, errorMessageOf];\n";
    expect(await problemsOf('apps/web/src/ui/planted.ts', code)).toEqual([]);
  });
});

describe('one way to call the API', () => {
  const client = "import { callContract } from '../../lib/api-client';\nexport const x = callContract;\n";

  it.each([
    ['a feature page', 'apps/web/src/features/offers/planted-page.tsx'],
    ['a feature hook outside api/', 'apps/web/src/features/closing/planted-api.ts'],
    ['a shared widget outside its api/', 'apps/web/src/shared/address/planted.tsx'],
  ])('refuses the API client in %s', async (_name, filePath) => {
    await refuses(filePath, client, 'no-restricted-imports');
  });

  it.each([
    ["a feature's api/<verb>-<thing>.ts", 'apps/web/src/features/offers/api/get-planted.ts'],
    ["a shared widget's api/", 'apps/web/src/shared/address/api/get-planted.ts'],
  ])('allows the API client in %s', async (_name, filePath) => {
    expect(await problemsOf(filePath, client.replace('../../', '../../../'))).toEqual([]);
  });
});

describe('one transport (docs/architecture.md "The transport and the socket")', () => {
  it.each([
    ['fetch in an api/ file', 'apps/web/src/features/offers/api/get-planted.ts', "export const x = fetch('/x');\n"],
    [
      'fetch through window in the first screen',
      'apps/web/src/app/first-screen/planted.ts',
      "export const x = window.fetch('/x');\n",
    ],
    [
      'a WebSocket in a feature',
      'apps/web/src/features/chat/planted.ts',
      "export const x = new WebSocket('ws://x');\n",
    ],
    [
      'a WebSocket through globalThis',
      'apps/web/src/console/features/chat/planted.ts',
      "export const x = new globalThis.WebSocket('ws://x');\n",
    ],
    [
      'XMLHttpRequest in a shared widget',
      'apps/web/src/shared/uploads/api/planted.ts',
      'export const x = new XMLHttpRequest();\n',
    ],
    ['an EventSource in lib/', 'apps/web/src/lib/planted.ts', "export const x = new EventSource('/x');\n"],
    ['sendBeacon in lib/', 'apps/web/src/lib/planted.ts', "export const x = navigator.sendBeacon('/x', '');\n"],
    ['fetch in a test', 'apps/web/src/features/offers/planted.test.ts', "export const x = fetch('/x');\n"],
  ])('refuses %s', async (_name, filePath, code) => {
    const problems = await problemsOf(filePath, code);
    expect(problems.some((p) => /^no-restricted-(globals|properties)/.test(p))).toBe(true);
  });

  it.each([
    ['fetch in the transport core', 'apps/web/src/lib/transport/send.ts', "export const x = fetch('/x');\n"],
    [
      'a WebSocket in the reconnecting socket',
      'apps/web/src/lib/socket/reconnecting-socket.ts',
      "export const x = new WebSocket('ws://x');\n",
    ],
    [
      'a test stubbing fetch by name',
      'apps/web/src/features/offers/planted.test.ts',
      "import { vi } from 'vitest';\nvi.stubGlobal('fetch', vi.fn());\n",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await problemsOf(filePath, code)).toEqual([]);
  });

  it('refuses the transport in a feature page: calls go in api/', async () => {
    const code = "import { httpCall } from '../../lib/transport/http-call';\nexport const x = httpCall;\n";
    await refuses('apps/web/src/features/offers/planted-page.tsx', code, 'no-restricted-imports');
  });
});
