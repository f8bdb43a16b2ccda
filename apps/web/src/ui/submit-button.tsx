import { useI18n } from '../lib/i18n';
import { Button, type ButtonProps } from './button';
import { uiMessages as m } from './ui.messages';

// docs/product/widgets-and-calculations.md §4: the submit button reads 'Continue' by default and 'Submitting' while loading.
export const SUBMIT_LABEL = m.continue.defaultMessage;
export const SUBMITTING_LABEL = m.submitting.defaultMessage;

export function SubmitButton({ children, loadingLabel, ...rest }: ButtonProps) {
  const { t } = useI18n();
  return (
    <Button {...rest} type="submit" loadingLabel={loadingLabel ?? t(m.submitting)}>
      {children ?? t(m.continue)}
    </Button>
  );
}
