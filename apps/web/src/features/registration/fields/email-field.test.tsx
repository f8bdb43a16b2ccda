import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, englishOf } from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithForm } from '../testing/render-with-form';
import { EmailField } from './email-field';
import { emailFieldSchema } from './field-schemas';

describe('EmailField (docs/product/widgets-and-calculations.md §5)', () => {
  it('asks for an email when empty and a valid one when malformed', async () => {
    const { user, onValid } = renderWithForm(<EmailField />, {
      schema: emailFieldSchema,
      defaultValues: { email: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(EMAIL_REQUIRED_MESSAGE))).toBeVisible();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(EMAIL_INVALID_MESSAGE))).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('accepts a valid email, trimmed', async () => {
    const { user, onValid } = renderWithForm(<EmailField />, {
      schema: emailFieldSchema,
      defaultValues: { email: '' },
    });
    await user.type(screen.getByLabelText(/Email/), '  ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ email: 'ana@example.com' });
  });
});
