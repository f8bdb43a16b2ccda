import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import helmet from 'helmet';
import fp from 'fastify-plugin';

type NoncedResponse = ServerResponse & { styleNonce?: string };

/**
 * The per-response nonce of the one inline <style> the SPA shell carries (the brand's CSS custom properties): made
 * on first use, so the shell's handler and the page's content security policy (set when the answer is sent) agree.
 */
export const styleNonceOf = (res: ServerResponse): string =>
  ((res as NoncedResponse).styleNonce ??= randomBytes(16).toString('base64'));

export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), interest-cohort=()';

/** The page's content security policy directives, without the per-response style nonce. */
const pageDirectives = (production: boolean) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // Only in production: on plain-http localhost it would break subresource loads in some browsers.
  ...(production ? { upgradeInsecureRequests: [] } : {}),
});

/**
 * What a JSON answer needs: it is never rendered as a page, so the page's ~900 bytes of headers and a
 * nonce per answer are waste on the call every applicant's browser polls. No sniffing, no framing, nothing loaded.
 */
const JSON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

const noop = () => {};

/**
 * Security headers and compression. The content security policy allows no inline script at all: scripts come from
 * our own origin only; the org data block is `type="application/json"`, which browsers never execute. Inline style
 * is allowed only for the nonce'd brand block. The full page headers (helmet, built once) go with HTML answers, and
 * without the nonce with the other files the browser loads; JSON answers carry JSON_HEADERS only.
 */
export const securityPlugin = fp(
  async (app) => {
    const production = app.config.nodeEnv === 'production';
    const directives = pageDirectives(production);
    const pageHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...directives,
          styleSrc: ["'self'", (_req, res) => `'nonce-${styleNonceOf(res as ServerResponse)}'`],
        },
      },
      hsts: production,
    });
    const fileHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives }, hsts: production });
    const hsts = production ? 'max-age=31536000; includeSubDomains' : undefined;

    await app.register(compress, { global: true, threshold: 1024 });

    app.addHook('onSend', async (request, reply) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json')) {
        reply.headers(JSON_HEADERS);
        if (hsts) reply.header('strict-transport-security', hsts);
      } else {
        (type.startsWith('text/html') ? pageHeaders : fileHeaders)(request.raw, reply.raw, noop);
        // Only what the app uses: the camera for the ID photo, location for the e-signing alert (docs/product/application-area.md §2.4).
        reply.header('permissions-policy', PERMISSIONS_POLICY);
      }
      // Answers for a signed-in person are theirs alone: never kept by a browser or a shared cache.
      if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
