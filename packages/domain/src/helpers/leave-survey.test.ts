import { describe, expect, it } from 'vitest';
import { isLeaveSurveyScreen, LEAVE_SURVEY_REASON_LABELS, LEAVE_SURVEY_REASONS } from './leave-survey';

describe('the leave-survey prompt (docs/product/application-area.md §2.4)', () => {
  it.each([
    ['liens', true],
    ['product/select', true],
    ['identity', true],
    ['signing/sign', true],
    ['/product/select/', true],
    ['product/confirm', false],
    ['signing/intro', false],
    ['', false],
    ['bank/disburse', false],
  ])('%s: %s', (screen, expected) => {
    expect(isLeaveSurveyScreen(screen)).toBe(expected);
  });

  it('labels every reason', () => {
    expect(Object.keys(LEAVE_SURVEY_REASON_LABELS)).toEqual([...LEAVE_SURVEY_REASONS]);
  });
});
