import { englishOf, getPasswordStrength } from '@heloc/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter (docs/product/widgets-and-calculations.md §5)', () => {
  it.each(['', 'abc', 'abcDEF12', 'abcDEF123456', 'abcDEF123456!'])(
    'shows the domain score and unmet rules for %j',
    (password) => {
      render(<PasswordStrengthMeter password={password} />);
      const { score, unmetRules } = getPasswordStrength(password);
      expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', String(score));
      expect(document.querySelectorAll('[data-filled="true"]')).toHaveLength(score);
      expect(screen.queryAllByRole('listitem').map((li) => li.textContent)).toEqual(unmetRules.map(englishOf));
    },
  );
});
