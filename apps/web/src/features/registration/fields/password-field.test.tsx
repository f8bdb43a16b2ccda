import { PASSWORDS_DONT_MATCH_MESSAGE, passwordRules, REQUIRED_MESSAGE, englishOf } from '@heloc/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithForm } from '../testing/render-with-form';
import { ConfirmPasswordField } from './confirm-password-field';
import { passwordFieldsSchema } from './field-schemas';
import { PasswordField } from './password-field';

const renderPasswords = () =>
  renderWithForm(
    <>
      <PasswordField />
      <ConfirmPasswordField />
    </>,
    { schema: passwordFieldsSchema, defaultValues: { password: '', confirmPassword: '' } },
  );
const labelOf = (id: string) => englishOf(passwordRules.find((r) => r.id === id)!.label);
const filled = () => document.querySelectorAll('[data-filled="true"]').length;
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('PasswordField and ConfirmPasswordField (docs/product/widgets-and-calculations.md §5)', () => {
  it('fills the 4-segment meter as rules are met and lists the unmet ones', async () => {
    const { user } = renderPasswords();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter.querySelectorAll('span')).toHaveLength(4);
    const unmet = () =>
      within(screen.getByRole('list', { name: 'Password requirements not met yet' })).getAllByRole('listitem');
    expect(unmet()).toHaveLength(5);

    await user.type(passwordInput(), 'abcDEF');
    expect(unmet().map((li) => li.textContent)).toEqual([labelOf('length'), labelOf('digit'), labelOf('special')]);
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(filled()).toBe(1);

    await user.type(passwordInput(), '123456!');
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(screen.queryByRole('list', { name: 'Password requirements not met yet' })).not.toBeInTheDocument();
  });

  it('requires the confirmation and that it matches', async () => {
    const { user, onValid } = renderPasswords();
    await user.type(passwordInput(), 'abcDEF123456!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(REQUIRED_MESSAGE))).toBeVisible();
    await user.type(screen.getByLabelText(/Confirm password/), 'abcDEF123456?');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(PASSWORDS_DONT_MATCH_MESSAGE))).toBeVisible();
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'abcDEF123456!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
  });

  it('names the first unmet rule as the field error', async () => {
    const { user } = renderPasswords();
    await user.type(passwordInput(), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(labelOf('length'), { selector: '.ui-field__error' })).toBeVisible();
  });
});
