import {
  DOB_AGE_RESTRICTED_MESSAGE,
  DOB_ALABAMA_MIN_AGE_MESSAGE,
  DOB_INVALID_MESSAGE,
  DOB_MIN_AGE_MESSAGE,
  DOB_REQUIRED_MESSAGE,
  englishOf,
} from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithForm } from '../testing/render-with-form';
import { DateOfBirthField } from './date-of-birth-field';
import { dobFieldSchema } from './field-schemas';

const asOf = new Date('2026-06-15T12:00:00Z');
const blank = { dob: { month: '', day: '', year: '' } };

const fill = async (user: ReturnType<typeof renderWithForm>['user'], month: string, day: string, year: string) => {
  await user.type(screen.getByLabelText('Month (MM)'), month);
  await user.type(screen.getByLabelText('Day (DD)'), day);
  await user.type(screen.getByLabelText('Year (YYYY)'), year);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('DateOfBirthField (docs/product/widgets-and-calculations.md §5, docs/product/registration-and-routing.md §5)', () => {
  it('requires a date, then a real one', async () => {
    const { user } = renderWithForm(<DateOfBirthField />, { schema: dobFieldSchema({ asOf }), defaultValues: blank });
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(DOB_REQUIRED_MESSAGE))).toBeVisible();
    await fill(user, '02', '30', '1990');
    expect(await screen.findByText(englishOf(DOB_INVALID_MESSAGE))).toBeVisible();
  });

  it.each([
    [{ asOf }, '06', '16', '2008', englishOf(DOB_MIN_AGE_MESSAGE)],
    [{ asOf, state: 'AL' }, '06', '15', '2008', englishOf(DOB_ALABAMA_MIN_AGE_MESSAGE)],
    [{ asOf, ageRestricted: true }, '01', '01', '1970', englishOf(DOB_AGE_RESTRICTED_MESSAGE)],
  ])('applies the minimum age %o', async (options, m, d, y, message) => {
    const { user, onValid } = renderWithForm(<DateOfBirthField />, {
      schema: dobFieldSchema(options),
      defaultValues: blank,
    });
    await fill(user, m, d, y);
    expect(await screen.findByText(message)).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('accepts an 18th birthday today and parses the parts to numbers', async () => {
    const { user, onValid } = renderWithForm(<DateOfBirthField />, {
      schema: dobFieldSchema({ asOf }),
      defaultValues: blank,
    });
    await fill(user, '06', '15', '2008');
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ dob: { month: 6, day: 15, year: 2008 } });
  });
});
