import { formatRelativeTime } from '@heloc/domain';
import { describe, expect, it } from 'vitest';
import { relativeTimeIn } from './relative-time';

const now = new Date('2026-11-27T18:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe('relativeTimeIn', () => {
  it.each([0, 5 * MINUTE, 3 * 60 * MINUTE, 2 * 1440 * MINUTE, 14 * 1440 * MINUTE, 60 * 1440 * MINUTE])(
    'says in English exactly what the domain says (%i ms ago)',
    (ms) => {
      expect(relativeTimeIn('en-US', before(ms), now)).toBe(formatRelativeTime(before(ms), now));
    },
  );

  it('says it in Spanish', () => {
    expect(relativeTimeIn('es-US', before(10_000), now)).toBe('Ahora');
    expect(relativeTimeIn('es-US', before(5 * MINUTE), now)).toBe('hace 5 minutos');
    expect(relativeTimeIn('es-US', before(MINUTE), now)).toBe('hace 1 minuto');
    expect(relativeTimeIn('es-US', before(3 * 60 * MINUTE), now)).toBe('hace 3 horas');
    expect(relativeTimeIn('es-US', before(2 * 1440 * MINUTE), now)).toBe('hace 2 días');
    expect(relativeTimeIn('es-US', before(14 * 1440 * MINUTE), now)).toBe('hace 2 semanas');
    expect(relativeTimeIn('es-US', new Date('2026-03-05T20:00:00Z'), now)).toMatch(/^5 mar/);
  });
});
