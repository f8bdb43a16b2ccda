import { LOADER_HIDE_DELAY_MS, LOADER_MIN_DURATION_MS } from '@heloc/domain';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';
import { useMinimumVisible } from './use-minimum-visible';
import { useTransientMessage } from './use-transient-message';

// docs/product/widgets-and-calculations.md §4, §9: once shown, the overlay stays at least 1 second; its messages rotate;
// docs/product/registration-and-routing.md §9: it hides 300 ms after the work ends.
export const LOADER_MINIMUM_MS = LOADER_MIN_DURATION_MS;
const ROTATE_EVERY_MS = 4_000;

export interface LoaderOverlayProps {
  isLoading: boolean;
  messages?: readonly string[];
  rotateEveryMs?: number;
}

/**
 * Full-screen loading overlay with rotating messages, announced politely; once it hides, "Loaded" is announced and
 * cleared after 300 ms (docs/product/widgets-and-calculations.md §9).
 */
export function LoaderOverlay({ isLoading, messages: given, rotateEveryMs = ROTATE_EVERY_MS }: LoaderOverlayProps) {
  const { t } = useI18n();
  const messages = given ?? [t(m.loading)];
  const isVisible = useMinimumVisible(isLoading, LOADER_MINIMUM_MS, LOADER_HIDE_DELAY_MS);
  const [index, setIndex] = useState(0);
  const [done, announceDone] = useTransientMessage();
  const wasVisible = useRef(isVisible);

  useEffect(() => {
    if (wasVisible.current && !isVisible) announceDone(t(m.loaded));
    wasVisible.current = isVisible;
  }, [isVisible]);

  useEffect(() => {
    if (!isVisible || messages.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), rotateEveryMs);
    return () => clearInterval(timer);
  }, [isVisible, messages.length, rotateEveryMs]);

  if (!isVisible)
    return (
      <p className="ui-visually-hidden" role="status" data-testid="loader-done">
        {done}
      </p>
    );
  return (
    <div className="ui-loader-overlay" role="status" aria-live="polite" data-testid="loader-overlay">
      <span className="ui-spinner ui-spinner--lg" aria-hidden="true" />
      <p className="ui-loader-overlay__message">{messages[index % messages.length]}</p>
    </div>
  );
}
