import { MAX_VISIBLE_TOASTS } from '@heloc/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';
import './toaster.css';

/*
 * Toasts (docs/product/widgets-and-calculations.md §4, §9): at most 5 visible at once, the newest first; an older
 * one waits its turn rather than being dropped. Each stays until dismissed or TOAST_DURATION_MS has passed while
 * visible, and is announced politely by the live region it is rendered in.
 */

/** How long a visible toast stays (ours: long enough to read two lines and reach its action). */
export const TOAST_DURATION_MS = 8000;

export interface ToastAction {
  label: string;
  onSelect: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
}

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast; a toast with the id of one still shown is not shown twice. */
export const showToast = (toast: Toast): void => {
  if (toasts.some((t) => t.id === toast.id)) return;
  toasts = [toast, ...toasts];
  emit();
};

export const dismissToast = (id: string): void => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

/** Every toast waiting or shown (tests start from none). */
export const clearToasts = (): void => {
  toasts = [];
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className="toast">
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <div className="toast__buttons">
        {toast.action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              dismissToast(toast.id);
              toast.action?.onSelect();
            }}
          >
            {toast.action.label}
          </button>
        )}
        <button
          type="button"
          className="toast__close"
          aria-label={t(m.dismissToast, { title: toast.title })}
          onClick={() => dismissToast(toast.id)}
        >
          {t(m.closeSymbol)}
        </button>
      </div>
    </li>
  );
}

/** Where toasts appear: mounted once by the shell. */
export function Toaster() {
  const { t } = useI18n();
  const all = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const visible = all.slice(0, MAX_VISIBLE_TOASTS);
  return (
    <section
      className="toaster"
      aria-label={t(m.recentUpdates)}
      aria-live="polite"
      aria-relevant="additions"
      role="status"
    >
      {visible.length > 0 && (
        <ol className="toaster__list">
          {visible.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ol>
      )}
    </section>
  );
}
