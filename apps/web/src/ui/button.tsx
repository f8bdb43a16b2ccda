import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Class names of a button, for links that look like buttons. */
export const buttonClassName = (variant: ButtonVariant = 'primary', extra?: string): string =>
  ['ui-button', `ui-button--${variant}`, extra].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Disables the button, marks it busy and shows `loadingLabel` instead of the children. */
  isLoading?: boolean;
  loadingLabel?: string;
}

export function Button({
  variant = 'primary',
  isLoading = false,
  loadingLabel,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading && <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />}
      {isLoading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
