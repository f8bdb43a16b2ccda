import { PHONE_COUNTRY_CODE_MESSAGE, PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE, englishOf } from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithForm } from '../testing/render-with-form';
import { phoneFieldSchema } from './field-schemas';
import { PhoneField } from './phone-field';

const defaults = { phoneNumber: '', phoneCountry: 'US' };

describe('PhoneField (docs/product/widgets-and-calculations.md §5)', () => {
  it('formats as typed and limits the length to the national format', async () => {
    const { user, onValid } = renderWithForm(<PhoneField />, { schema: phoneFieldSchema, defaultValues: defaults });
    const input = screen.getByLabelText(/Mobile phone/);
    await user.type(input, '5551234567999');
    expect(input).toHaveValue('(555) 123-4567');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ phoneNumber: '(555) 123-4567', phoneCountry: 'US' });
  });

  it('shows the required, country-code and length messages', async () => {
    const { user } = renderWithForm(<PhoneField />, { schema: phoneFieldSchema, defaultValues: defaults });
    const input = screen.getByLabelText(/Mobile phone/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(PHONE_REQUIRED_MESSAGE))).toBeVisible();
    await user.type(input, '15551234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(PHONE_COUNTRY_CODE_MESSAGE))).toBeVisible();
    await user.clear(input);
    await user.type(input, '555123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(PHONE_INVALID_MESSAGE))).toBeVisible();
  });

  it.each(['+15551234567', '+1(555)1234567'])(
    'cleans and normalises %s, as a browser autofills or a person pastes it (docs/product/widgets-and-calculations.md §9)',
    async (pasted) => {
      const { user } = renderWithForm(<PhoneField />, { schema: phoneFieldSchema, defaultValues: defaults });
      const input = screen.getByLabelText(/Mobile phone/);
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('(555) 123-4567');
    },
  );

  it('keeps digits only for a country without a national format', async () => {
    const { user } = renderWithForm(<PhoneField />, { schema: phoneFieldSchema, defaultValues: defaults });
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await user.type(screen.getByLabelText(/Mobile phone/), '07700 900123');
    expect(screen.getByLabelText(/Mobile phone/)).toHaveValue('07700900123');
  });
});
