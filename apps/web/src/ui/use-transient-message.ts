import { LIVE_REGION_CLEAR_DELAY_MS } from '@heloc/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * A live region's status message, cleared `LIVE_REGION_CLEAR_DELAY_MS` after it was set
 * (docs/product/widgets-and-calculations.md §9: live-region status messages clear after 300 ms), so a screen reader
 * that meets the region later does not read a stale status again. Setting the same text again announces it again.
 */
export function useTransientMessage(): [message: string, announce: (text: string) => void] {
  const [entry, setEntry] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!entry) return undefined;
    const timer = setTimeout(() => setEntry(null), LIVE_REGION_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [entry]);

  const announce = useCallback((text: string) => setEntry({ text, at: performance.now() }), []);
  return [entry?.text ?? '', announce];
}
