import { describe, expect, it } from 'vitest';
import { hmdaAnswersSchema, normalizeHmdaAnswers, type HmdaAnswers } from './hmda';

const NOT_PROVIDED = { choices: ['NOT_PROVIDED'] };
const valid = {
  ethnicity: {
    choices: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
    details: { OTHER_HISPANIC_OR_LATINO: 'Colombian' },
  },
  race: { choices: ['WHITE'] },
  sex: { choices: ['FEMALE'] },
};
const messages = (input: unknown) =>
  hmdaAnswersSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const ETHNICITY = "Please select your ethnicity, or 'I do not wish to provide this information'";
const RACE = "Please select your race, or 'I do not wish to provide this information'";
const SEX = "Please select your sex, or 'I do not wish to provide this information'";
const EXCLUSIVE = "'I do not wish to provide this information' cannot be combined with other answers";

describe('start/hmda form (Regulation C)', () => {
  it.each<[string, unknown]>([
    ['answers with free text', valid],
    ['no answer in every group', { ethnicity: NOT_PROVIDED, race: NOT_PROVIDED, sex: NOT_PROVIDED }],
    [
      'several races and both sexes',
      { ...valid, race: { choices: ['ASIAN', 'KOREAN', 'WHITE'] }, sex: { choices: ['FEMALE', 'MALE'] } },
    ],
    ['a sub-choice without its parent', { ...valid, race: { choices: ['SAMOAN'] } }],
    ['an "other" choice with no text', { ...valid, race: { choices: ['OTHER_ASIAN'] } }],
    [
      '100 characters of text',
      { ...valid, race: { choices: ['OTHER_ASIAN'], details: { OTHER_ASIAN: 'x'.repeat(100) } } },
    ],
  ])('accepts %s', (_case, input) => {
    expect(messages(input)).toEqual([]);
  });

  it.each<[string, unknown, [string, string][]]>([
    [
      'empty groups',
      { ethnicity: { choices: [] }, race: {}, sex: { choices: [] } },
      [
        ['ethnicity.choices', ETHNICITY],
        ['race.choices', RACE],
        ['sex.choices', SEX],
      ],
    ],
    ['an unknown choice', { ...valid, sex: { choices: ['OTHER'] } }, [['sex.choices.0', SEX]]],
    [
      'no answer plus another answer',
      { ...valid, ethnicity: { choices: ['NOT_HISPANIC_OR_LATINO', 'NOT_PROVIDED'] } },
      [['ethnicity.choices', EXCLUSIVE]],
    ],
    [
      'no answer plus a race',
      { ...valid, race: { choices: ['NOT_PROVIDED', 'WHITE'] } },
      [['race.choices', EXCLUSIVE]],
    ],
    ['no answer plus a sex', { ...valid, sex: { choices: ['MALE', 'NOT_PROVIDED'] } }, [['sex.choices', EXCLUSIVE]]],
    [
      '101 characters of text',
      {
        ...valid,
        race: {
          choices: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
          details: { AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'x'.repeat(101) },
        },
      },
      [['race.details.AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'Please use 100 characters or fewer']],
    ],
  ])('refuses %s', (_case, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

describe('start/hmda with nothing sent', () => {
  it('names each missing group', () => {
    expect(hmdaAnswersSchema.safeParse({}).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'ethnicity',
      'race',
      'sex',
    ]);
  });
});

describe('normalizeHmdaAnswers', () => {
  it('keeps each choice once and the free text of chosen choices only, trimmed and not empty', () => {
    const answers = hmdaAnswersSchema.parse({
      ethnicity: { choices: ['MEXICAN', 'MEXICAN'], details: { OTHER_HISPANIC_OR_LATINO: 'Colombian' } },
      race: {
        choices: ['OTHER_ASIAN', 'OTHER_PACIFIC_ISLANDER', 'WHITE'],
        details: { OTHER_ASIAN: '  Hmong ', OTHER_PACIFIC_ISLANDER: ' ', AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'Navajo' },
      },
      sex: { choices: ['FEMALE', 'MALE', 'FEMALE'] },
    });
    expect(normalizeHmdaAnswers(answers)).toEqual<HmdaAnswers>({
      ethnicity: { choices: ['MEXICAN'], details: {} },
      race: { choices: ['OTHER_ASIAN', 'OTHER_PACIFIC_ISLANDER', 'WHITE'], details: { OTHER_ASIAN: 'Hmong' } },
      sex: { choices: ['FEMALE', 'MALE'] },
    });
  });

  it('gives empty details when none were sent', () => {
    const answers = hmdaAnswersSchema.parse({ ethnicity: NOT_PROVIDED, race: NOT_PROVIDED, sex: NOT_PROVIDED });
    expect(normalizeHmdaAnswers(answers).race.details).toEqual({});
  });
});
