import { CHAT_ALERTS, type ChatAlertKey } from '@heloc/domain';
import { useEffect, useRef } from 'react';

/**
 * docs/product/widgets-and-calculations.md §4: outside production, keyboard shortcuts show the chat's alerts, so a
 * tester sees each without breaking the connection: Alt+Shift+1 to 4, in the order of CHAT_ALERTS (reconnecting,
 * general, invalid token, send failed). The physical key is read (`code`): Alt+Shift changes the character typed.
 */
export const ALERT_SHORTCUT_KEYS = Object.keys(CHAT_ALERTS) as ChatAlertKey[];

export const alertOfShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>) => {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
  return digit ? (ALERT_SHORTCUT_KEYS[Number(digit) - 1] ?? null) : null;
};

/** Listens for the shortcuts on the page while `isEnabled` (the panel open, outside production). */
export const useAlertShortcuts = (isEnabled: boolean, onAlert: (alert: ChatAlertKey) => void) => {
  const handler = useRef(onAlert);
  handler.current = onAlert;
  useEffect(() => {
    if (!isEnabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const alert = alertOfShortcut(event);
      if (!alert) return;
      event.preventDefault();
      handler.current(alert);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
};
