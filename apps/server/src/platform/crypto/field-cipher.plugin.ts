import fp from 'fastify-plugin';
import { getOrCreateSetting } from '../database/settings.repo';
import { resolveFieldKeys } from './crypto-config';
import { createFieldCipher, type FieldCipher } from './field-cipher';

declare module 'fastify' {
  interface FastifyInstance {
    /** AES-256-GCM for personal data at rest (SSN, date of birth, ID and bank numbers), with rotating key ids. */
    fieldCipher: FieldCipher;
  }
}

/** Outside production, unset keys are generated once and kept in the settings table, like the token secret. */
export const fieldCipherPlugin = fp(
  async (app) => {
    const keys = await resolveFieldKeys(
      app.config.crypto,
      (key, create) => getOrCreateSetting(app.db, key, create),
      app.config.nodeEnv,
    );
    app.decorate('fieldCipher', createFieldCipher(keys));
  },
  { name: 'field-cipher', dependencies: ['config', 'db'] },
);
