import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import {
  HMDA_ETHNICITIES,
  HMDA_ETHNICITY_FREE_TEXT_CODES,
  HMDA_ETHNICITY_LABELS,
  HMDA_ETHNICITY_PARENTS,
  HMDA_FREE_TEXT_MAX_LENGTH,
  HMDA_FREE_TEXT_PROMPTS,
  HMDA_NOT_PROVIDED_LABEL,
  HMDA_RACE_FREE_TEXT_CODES,
  HMDA_RACE_LABELS,
  HMDA_RACE_PARENTS,
  HMDA_RACES,
  HMDA_SEX_LABELS,
  HMDA_SEXES,
} from './index';

// The demographic section of the Uniform Residential Loan Application (Regulation C), label for label, in order.
describe('HMDA ethnicity', () => {
  it('offers the form choices in order', () => {
    expect(HMDA_ETHNICITIES.map((code) => englishOf(HMDA_ETHNICITY_LABELS[code]))).toEqual([
      'Hispanic or Latino',
      'Mexican',
      'Puerto Rican',
      'Cuban',
      'Other Hispanic or Latino',
      'Not Hispanic or Latino',
      'I do not wish to provide this information',
    ]);
  });

  it.each(['MEXICAN', 'PUERTO_RICAN', 'CUBAN', 'OTHER_HISPANIC_OR_LATINO'] as const)(
    '%s is a sub-choice of Hispanic or Latino',
    (code) => {
      expect(HMDA_ETHNICITY_PARENTS[code]).toBe('HISPANIC_OR_LATINO');
    },
  );
});

describe('HMDA race', () => {
  it('offers the form choices in order', () => {
    expect(HMDA_RACES.map((code) => englishOf(HMDA_RACE_LABELS[code]))).toEqual([
      'American Indian or Alaska Native',
      'Asian',
      'Asian Indian',
      'Chinese',
      'Filipino',
      'Japanese',
      'Korean',
      'Vietnamese',
      'Other Asian',
      'Black or African American',
      'Native Hawaiian or Other Pacific Islander',
      'Native Hawaiian',
      'Guamanian or Chamorro',
      'Samoan',
      'Other Pacific Islander',
      'White',
      'I do not wish to provide this information',
    ]);
  });

  it.each<[keyof typeof HMDA_RACE_PARENTS, string]>([
    ['ASIAN_INDIAN', 'ASIAN'],
    ['CHINESE', 'ASIAN'],
    ['FILIPINO', 'ASIAN'],
    ['JAPANESE', 'ASIAN'],
    ['KOREAN', 'ASIAN'],
    ['VIETNAMESE', 'ASIAN'],
    ['OTHER_ASIAN', 'ASIAN'],
    ['NATIVE_HAWAIIAN', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
    ['GUAMANIAN_OR_CHAMORRO', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
    ['SAMOAN', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
    ['OTHER_PACIFIC_ISLANDER', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
  ])('%s is a sub-choice of %s', (code, parent) => {
    expect(HMDA_RACE_PARENTS[code]).toBe(parent);
  });

  it('has no sub-choices under the single-answer races', () => {
    const parents = new Set(Object.values(HMDA_RACE_PARENTS));
    expect(
      ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'BLACK_OR_AFRICAN_AMERICAN', 'WHITE'].filter((r) => parents.has(r as never)),
    ).toEqual([]);
  });
});

describe('HMDA sex', () => {
  it('offers Female, Male or no answer', () => {
    expect(HMDA_SEXES.map((code) => englishOf(HMDA_SEX_LABELS[code]))).toEqual([
      'Female',
      'Male',
      'I do not wish to provide this information',
    ]);
  });
});

describe('HMDA free text', () => {
  it.each<[string, string]>([
    ['OTHER_HISPANIC_OR_LATINO', 'Enter origin'],
    ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'Enter name of enrolled or principal tribe'],
    ['OTHER_ASIAN', 'Enter race'],
    ['OTHER_PACIFIC_ISLANDER', 'Enter race'],
  ])('%s asks %j', (code, prompt) => {
    expect(englishOf(HMDA_FREE_TEXT_PROMPTS[code as keyof typeof HMDA_FREE_TEXT_PROMPTS].prompt)).toBe(prompt);
  });

  it('belongs to exactly the four "enter" choices and keeps 100 characters', () => {
    expect([...HMDA_ETHNICITY_FREE_TEXT_CODES, ...HMDA_RACE_FREE_TEXT_CODES].sort()).toEqual(
      Object.keys(HMDA_FREE_TEXT_PROMPTS).sort(),
    );
    expect(HMDA_FREE_TEXT_MAX_LENGTH).toBe(100);
  });

  it('words the opt-out the same in every group', () => {
    expect(englishOf(HMDA_NOT_PROVIDED_LABEL)).toBe('I do not wish to provide this information');
  });
});
