import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input, marks it required and describes it by its error', () => {
    render(<TextField label="Email" isRequired error="Please enter your email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it Please enter your email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is valid and undescribed without an error', () => {
    render(<TextField label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('SubmitButton (docs/product/widgets-and-calculations.md §4)', () => {
  it("reads 'Continue', and 'Submitting' while loading", () => {
    const { rerender } = render(<SubmitButton />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    rerender(<SubmitButton isLoading />);
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeDisabled();
  });
});
