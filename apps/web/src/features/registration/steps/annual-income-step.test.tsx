import { INCOME_MAX_MESSAGE, INCOME_MIN_MESSAGE, REQUIRED_MESSAGE, UNEMPLOYED_MESSAGE, englishOf } from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { stepsMessages } from './steps.messages';

const INCOME_CONFIRMATION_MESSAGE = stepsMessages.incomeConfirmation.defaultMessage;
import { completeDraft, featuresAnswer, storeDraft } from '../testing/registration-fixtures';

const INCOME_STEP = '/account/heloc/register-v2/annual-income?step=income-info';
const setup = () => {
  mockFetch({
    'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025'),
    'POST /ft/external/event': jsonResponse({ ok: true }),
  });
  storeDraft(completeDraft({ income: undefined }));
  return renderApp(INCOME_STEP);
};
const continueButton = () => screen.getAllByRole('button', { name: 'Continue' })[0]!;

describe('annual income step (docs/product/registration-and-routing.md §5)', () => {
  it('requires an employment type and income and rejects UNEMPLOYED with its message', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your income' });
    await user.click(continueButton());
    expect(await screen.findAllByText(englishOf(REQUIRED_MESSAGE))).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'UNEMPLOYED');
    await user.click(continueButton());
    expect(await screen.findByText(englishOf(UNEMPLOYED_MESSAGE))).toBeVisible();
  });

  it.each([
    ['-1', englishOf(INCOME_MIN_MESSAGE)],
    ['10,000,000', englishOf(INCOME_MAX_MESSAGE)],
  ])('bounds the income: %s', async (typed, message) => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your income' });
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'RETIRED');
    await user.type(screen.getByLabelText(/^Annual income/), typed);
    await user.click(continueButton());
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('asks to confirm an income under $15,000 and goes on after Confirm', async () => {
    const { user, location } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Tell us about your income' });
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'PART_TIME');
    await user.type(screen.getByLabelText(/^Annual income/), '$14,999');
    await user.click(continueButton());
    expect(await screen.findByText(INCOME_CONFIRMATION_MESSAGE)).toBeVisible();
    expect(location()).toBe(INCOME_STEP);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: 'What is your legal name?' });
    expect(JSON.parse(sessionStorage.getItem('heloc.registration-draft')!).income).toEqual({
      income: 14999,
      employmentType: 'PART_TIME',
    });
  });
});
