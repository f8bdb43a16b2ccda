import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonsFromKeyFactors } from './credit-reasons';

const SRC = join(__dirname, '..', '..');

/** Every .ts file under `dir`, tests excluded. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('recorded decisions', () => {
  it('every move to DECLINED in the engine and the modules records its reasons', () => {
    const missing: string[] = [];
    for (const file of [...sources(join(SRC, 'workflow')), ...sources(join(SRC, 'modules'))]) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!/checklistStatus: 'DECLINED'/.test(line)) return;
        // The reasons travel with the patch: `decision` within a few lines of it (a step result, advance options).
        const around = lines.slice(Math.max(0, index - 3), index + 8).join('\n');
        if (!/decision[:,\s}]/.test(around.replace(/uwDecision/g, ''))) {
          missing.push(`${file.slice(SRC.length)}:${index + 1}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('gives the factors behind a score as Reg B reasons, at most four, never "score too low"', () => {
    expect(
      reasonsFromKeyFactors([
        'Serious delinquency on a mortgage account',
        'Too many inquiries in the last 12 months',
        'Proportion of balances to credit limits on revolving accounts is too high',
        'Length of time accounts have been established',
        'Too many accounts with balances',
      ]),
    ).toEqual([
      { code: 'DELINQUENT_OBLIGATIONS' },
      { code: 'RECENT_INQUIRIES' },
      { code: 'REVOLVING_BALANCES' },
      { code: 'LIMITED_CREDIT_EXPERIENCE' },
    ]);
    expect(reasonsFromKeyFactors(['Too many accounts with balances'])).toEqual([
      { code: 'OTHER', text: 'Too many accounts with balances' },
    ]);
  });
});
