import {
  FIRST_NAME_REQUIRED_MESSAGE,
  FIRST_NAME_TOO_SHORT_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  UNSUPPORTED_CHARACTERS_MESSAGE,
  englishOf,
} from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithForm } from '../testing/render-with-form';
import { nameFieldsSchema } from './field-schemas';
import { NameFields } from './name-fields';

const empty = { firstName: '', middleName: '', lastName: '', suffix: 'N/A' };

describe('NameFields (docs/product/registration-and-routing.md §3, §5; docs/product/widgets-and-calculations.md §5)', () => {
  it('shows the required messages, then the length and character rules', async () => {
    const { user, onValid } = renderWithForm(<NameFields />, { schema: nameFieldsSchema(), defaultValues: empty });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(FIRST_NAME_REQUIRED_MESSAGE))).toBeVisible();
    expect(screen.getByText(englishOf(LAST_NAME_REQUIRED_MESSAGE))).toBeVisible();
    await user.type(screen.getByLabelText(/First name/), 'A');
    await user.type(screen.getByLabelText(/Last name/), 'Sm1th');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(FIRST_NAME_TOO_SHORT_MESSAGE))).toBeVisible();
    expect(screen.getByText(englishOf(UNSUPPORTED_CHARACTERS_MESSAGE))).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('trims first and last names and offers the suffixes with N/A first', async () => {
    const { user, onValid } = renderWithForm(<NameFields />, { schema: nameFieldsSchema(), defaultValues: empty });
    const suffix = screen.getByLabelText('Suffix');
    expect([...suffix.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'N/A',
      'JR',
      'SR',
      'I',
      'II',
      'III',
      'IV',
      'V',
    ]);
    await user.type(screen.getByLabelText(/First name/), '  Ana ');
    await user.type(screen.getByLabelText(/Last name/), ' Lopez  ');
    await user.selectOptions(suffix, 'JR');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', suffix: 'JR' });
  });

  it('is read-only when prefilled from the profile', () => {
    renderWithForm(<NameFields isReadOnly />, {
      schema: nameFieldsSchema(),
      defaultValues: { ...empty, firstName: 'Ana', lastName: 'Lopez' },
    });
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Suffix')).toBeDisabled();
  });
});
