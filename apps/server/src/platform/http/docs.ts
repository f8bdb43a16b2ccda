import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document at /api-docs (JSON), built from the contracts' zod schemas (docs/architecture.md). Registered before the
 * modules so it sees every route.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'HELOC platform API',
          description: 'Every call of the HELOC application. Errors answer { "errors": ["..."] }.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            sandboxKey: { type: 'apiKey', in: 'header', name: 'x-sandbox-key' },
            // docs/product/operations-console.md §1: an opaque staff session token, never a borrower's JWT.
            staffSession: { type: 'http', scheme: 'bearer', description: 'A staff session token (the console).' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api-docs', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
