import { useI18n } from '../lib/i18n';
import { Button, type ButtonProps } from './button';
import { uiMessages as m } from './ui.messages';

export function SubmitButton({ children, loadingLabel, ...rest }: ButtonProps) {
  const { t } = useI18n();
  return (
    <Button {...rest} type="submit" loadingLabel={loadingLabel ?? t(m.submitting)}>
      {children ?? t(m.continue)}
    </Button>
  );
}
