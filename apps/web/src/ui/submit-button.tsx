import { Button, type ButtonProps } from './button';

// docs/product/widgets-and-calculations.md §4: the submit button reads 'Continue' by default and 'Submitting' while loading.
export const SUBMIT_LABEL = 'Continue';
export const SUBMITTING_LABEL = 'Submitting';

export function SubmitButton({ children = SUBMIT_LABEL, loadingLabel = SUBMITTING_LABEL, ...rest }: ButtonProps) {
  return (
    <Button {...rest} type="submit" loadingLabel={loadingLabel}>
      {children}
    </Button>
  );
}
