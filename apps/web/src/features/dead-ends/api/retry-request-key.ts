import { useState } from 'react';

/**
 * The request key of the screen's next retry, and `renew` to call once a retry was answered (a second try is a new
 * request; a double click or a resend before the answer is the same one).
 */
export const useRequestKey = (): [string, () => void] => {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return [key, () => setKey(crypto.randomUUID())];
};
