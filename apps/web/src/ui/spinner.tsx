import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';

/**
 * A section's loading indicator: announced at once as 'Loading' unless a label is given, drawn rotating once the wait
 * has lasted a second (global.css). A button's and the loading overlay's spinners show at once instead.
 */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useI18n();
  return (
    <span className={`ui-spinner ui-spinner--${size} ui-spinner--after-a-second`} role="status">
      <span className="ui-visually-hidden">{label ?? t(m.loading)}</span>
    </span>
  );
}
