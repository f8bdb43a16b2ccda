import { setNonce } from 'get-nonce';

/**
 * The server's content security policy allows inline <style> only with the per-response nonce it put on the brand
 * <style> block. Radix dialogs inject a scroll-lock <style> through get-nonce: hand it the same nonce (read from the
 * element's `nonce` property; browsers hide the attribute value).
 */
export const shareStyleNonce = (doc: Document = document): void => {
  const nonce = doc.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
};
