import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithForm } from '../testing/render-with-form';
import { SmsConsents } from './sms-consents';

const prompt = (consentType: string, text: string, n: number) =>
  jsonResponse({ uuid: `00000000-0000-4000-8000-00000000000${n}`, consentType, text, version: '1' });
const routes = {
  'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS': prompt('SMS', 'Text me offers and news.', 1),
  'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL': prompt(
    'SMS_TRANSACTIONAL',
    'Text me about my application.',
    2,
  ),
};
const schema = z.object({
  smsMarketingConsent: z.boolean().optional(),
  smsTransactionalConsent: z.boolean().optional(),
});

describe('SmsConsents (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §5)', () => {
  it('shows both prompts worded by the server; both are optional', async () => {
    mockFetch(routes);
    const { user, onValid } = renderWithForm(<SmsConsents showTransactional />, {
      schema,
      defaultValues: { smsMarketingConsent: false, smsTransactionalConsent: false },
    });
    const marketing = await screen.findByRole('checkbox', { name: 'Text me offers and news.' });
    expect(await screen.findByRole('checkbox', { name: 'Text me about my application.' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(onValid.mock.calls[1]![0]).toEqual({ smsMarketingConsent: true, smsTransactionalConsent: false });
  });

  it('leaves out the transactional consent when its flag is off, and a consent whose prompt failed', async () => {
    const { calls } = mockFetch({
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS': jsonResponse(
        { errors: ['down'] },
        { status: 500 },
      ),
    });
    renderWithForm(<SmsConsents showTransactional={false} />, { schema, defaultValues: {} });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
