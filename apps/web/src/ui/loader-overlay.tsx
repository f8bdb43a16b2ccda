import { LOADER_MIN_DURATION_MS } from '@heloc/domain';
import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { uiMessages as m } from './ui.messages';
import { useMinimumVisible } from './use-minimum-visible';

// docs/product/widgets-and-calculations.md §4, §9: once shown, the overlay stays at least 1 second; its messages rotate.
export const LOADER_MINIMUM_MS = LOADER_MIN_DURATION_MS;
const ROTATE_EVERY_MS = 4_000;

export interface LoaderOverlayProps {
  isLoading: boolean;
  messages?: readonly string[];
  rotateEveryMs?: number;
}

/** Full-screen loading overlay with rotating messages, announced politely. */
export function LoaderOverlay({ isLoading, messages: given, rotateEveryMs = ROTATE_EVERY_MS }: LoaderOverlayProps) {
  const { t } = useI18n();
  const messages = given ?? [t(m.loading)];
  const isVisible = useMinimumVisible(isLoading, LOADER_MINIMUM_MS);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!isVisible || messages.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), rotateEveryMs);
    return () => clearInterval(timer);
  }, [isVisible, messages.length, rotateEveryMs]);

  if (!isVisible) return null;
  return (
    <div className="ui-loader-overlay" role="status" aria-live="polite" data-testid="loader-overlay">
      <span className="ui-spinner ui-spinner--lg" aria-hidden="true" />
      <p className="ui-loader-overlay__message">{messages[index % messages.length]}</p>
    </div>
  );
}
