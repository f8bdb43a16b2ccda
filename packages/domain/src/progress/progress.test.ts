import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import { APPLICATION_PROGRESS_VALUES } from '../enums';
import { getApplicationProgressSteps, PROGRESS_STEP_INDEX, progressStepIndex } from './application-progress';
import { registerProgressIndex } from './register-progress';

describe('application progress bar (docs/product/application-area.md §2.5)', () => {
  it('lists the steps in order ending with eNotary', () => {
    expect(getApplicationProgressSteps(false).map(englishOf)).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
    expect(englishOf(getApplicationProgressSteps(undefined).at(-1)!)).toBe('Talk to eNotary');
  });

  it('ends with Schedule Notary Session when status.manualNotary is set', () => {
    const steps = getApplicationProgressSteps(true);
    expect(steps).toHaveLength(7);
    expect(englishOf(steps.at(-1)!)).toBe('Schedule Notary Session');
  });

  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ])('%s is step %i', (progress, index) => {
    expect(progressStepIndex(progress)).toBe(index);
  });

  it('maps every progress value and nothing else', () => {
    expect(Object.keys(PROGRESS_STEP_INDEX).sort()).toEqual([...APPLICATION_PROGRESS_VALUES].sort());
  });

  it('treats an unknown or missing value as the first step', () => {
    expect(progressStepIndex('SOMETHING')).toBe(0);
    expect(progressStepIndex(undefined)).toBe(0);
  });
});

describe('original register progress (docs/product/widgets-and-calculations.md §2)', () => {
  const steps = ['register', 'register/account-setup', 'register/support'];
  const id = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

  it.each([
    ['/account/heloc/register', 0],
    [`/account/heloc/register/account-setup/${id}`, 1],
    [`/account/heloc/register/${id}/support/`, 2],
    ['/account/heloc/register/support?step=x', 2],
    ['/account/heloc/start', -1],
  ])('%s is at index %i', (path, index) => {
    expect(registerProgressIndex(path, steps, id)).toBe(index);
  });

  it('does not strip segments when no application id is given', () => {
    expect(registerProgressIndex(`/register/account-setup/${id}`, steps)).toBe(-1);
  });
});
