import { describe, expect, it } from 'vitest';
import { PERSONA_KEYS, PERSONAS, personaForLastName } from './personas';

describe('personaForLastName', () => {
  it.each([
    ['Declined', 'DECLINED'],
    ['declined', 'DECLINED'],
    ['Smith-Declined', 'DECLINED'],
    ['Van Nomatch', 'CREDIT_NO_MATCH'],
    ['Nomatchssn', 'CREDIT_NO_MATCH_SSN'],
    ['Frozen', 'SOFT_CREDIT_FROZEN'],
    ['Hardlocked', 'HARD_CREDIT_LOCKED'],
    ['Noavm', 'NO_AVM_FOUND'],
    ['Ssnmiss', 'SSN_NO_MATCH'],
    ['Stayfrozen', 'STAYS_FROZEN'],
    ['Neverfound', 'PROPERTY_NEVER_FOUND'],
    ['Smith', 'PREQUALIFIED'],
    ['', 'PREQUALIFIED'],
    ['Declinedish', 'PREQUALIFIED'],
  ])('%s picks %s', (lastName, key) => {
    expect(personaForLastName(lastName).key).toBe(key);
  });

  it('has one row per persona with a distinct marker a last-name field accepts (letters only)', () => {
    expect(PERSONAS.map((p) => p.key)).toEqual([...PERSONA_KEYS]);
    const markers = PERSONAS.flatMap((p) => (p.lastNameMarker ? [p.lastNameMarker.toLowerCase()] : []));
    expect(new Set(markers).size).toBe(markers.length);
    expect(markers.every((m) => /^[a-z]{2,}$/.test(m))).toBe(true);
  });
});
