import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';

/** A small rotating indicator; announced as 'Loading' unless a label is given. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useI18n();
  return (
    <span className={`ui-spinner ui-spinner--${size}`} role="status">
      <span className="ui-visually-hidden">{label ?? t(m.loading)}</span>
    </span>
  );
}
