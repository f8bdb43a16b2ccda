import { CHAT_NONCE_REFRESH_MS } from '@heloc/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authenticateWebChat, refreshWebChatNonce } from './api/authenticate-web-chat';

/**
 * docs/product/chat.md §4: with borrower authentication on, a signed-in borrower's widget asks a nonce when the chat
 * starts and refreshes it every 60 s; visitors chat without it (undefined).
 */
export function useChatNonce(enabled: boolean) {
  const [nonce, setNonce] = useState<string | undefined>(undefined);
  const nonceRef = useRef<string | undefined>(undefined);
  const inFlight = useRef<Promise<string | undefined> | null>(null);

  const keep = (next: string | undefined) => {
    nonceRef.current = next;
    setNonce(next);
  };

  const getNonce = useCallback(async (): Promise<string | undefined> => {
    if (!enabled) return undefined;
    if (nonceRef.current) return nonceRef.current;
    inFlight.current ??= authenticateWebChat()
      .then((next) => {
        keep(next);
        return next;
      })
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      const current = nonceRef.current;
      if (!current) return;
      refreshWebChatNonce(current).then(keep, () => keep(undefined));
    }, CHAT_NONCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  return { nonce: enabled ? nonce : undefined, getNonce };
}
