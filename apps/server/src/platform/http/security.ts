import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The per-response nonce of the one inline <style> the SPA shell carries (the brand's CSS custom properties). */
export const styleNonceOf = (res: ServerResponse): string =>
  (res as ServerResponse & { styleNonce?: string }).styleNonce ?? '';

export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * Security headers and compression. The content security policy allows no inline script at all: scripts come from
 * our own origin only; the org data block is `type="application/json"`, which browsers never execute. Inline style
 * is allowed only for the nonce'd brand block.
 */
export const securityPlugin = fp(
  async (app) => {
    const production = app.config.nodeEnv === 'production';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: [
            "'self'",
            (_req, res) => {
              const nonce = randomBytes(16).toString('base64');
              (res as ServerResponse & { styleNonce?: string }).styleNonce = nonce;
              return `'nonce-${nonce}'`;
            },
          ],
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
        },
      },
      hsts: production,
    });
    await app.register(compress, { global: true, threshold: 1024 });

    app.addHook('onSend', async (request, reply) => {
      // Only what the app uses: the camera for the ID photo, location for the e-signing alert (spec 02 §2.4).
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Answers for a signed-in person are theirs alone: never kept by a browser or a shared cache (issue 15).
      if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
