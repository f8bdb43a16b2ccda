import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';

export type AlertVariant = 'info' | 'success' | 'warn' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children: ReactNode;
  /** Full-width banner look (page-level notices) instead of an inline box. */
  isBanner?: boolean;
  onDismiss?: () => void;
  className?: string;
}

/** Inline alert or page banner. Errors and warnings interrupt screen readers (role=alert); others are polite. */
export function Alert({ variant = 'info', title, children, isBanner = false, onDismiss, className }: AlertProps) {
  const { t } = useI18n();
  const classes = ['ui-alert', `ui-alert--${variant}`, isBanner ? 'ui-alert--banner' : '', className];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      role={variant === 'error' || variant === 'warn' ? 'alert' : 'status'}
    >
      <div className="ui-alert__body">
        {title && <p className="ui-alert__title">{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && (
        <button type="button" className="ui-alert__dismiss" onClick={onDismiss} aria-label={t(m.dismiss)}>
          {t(m.closeSymbol)}
        </button>
      )}
    </div>
  );
}
