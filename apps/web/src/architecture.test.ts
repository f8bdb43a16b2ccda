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
      // docs/product/operations-console.md §1: the staff token never reaches a borrower's screens.
      "a borrower feature imports the console's staff client",
      'apps/web/src/features/dashboard/planted.ts',
      "import { getStaffToken } from '../console/api/staff-client';\nexport const x = getStaffToken;\n",
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
