import fp from 'fastify-plugin';
import { resolveFieldKeys } from './crypto-config';
import { createFieldCipher, type FieldCipher } from './field-cipher';
import { notPreparedYet } from '../database/not-prepared';
import { getOrCreateSetting } from '../database/settings.repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** AES-256-GCM for personal data at rest (SSN, date of birth, ID and bank numbers), with rotating key ids. */
    fieldCipher: FieldCipher;
  }
}

/**
 * The cipher, held by the workflow and the routes from their registration and made once the keys are read (after
 * the database is migrated; buildApp returns only then, so no request finds it missing).
 */
const lateFieldCipher = (current: () => FieldCipher | undefined): FieldCipher => {
  const made = () => current() ?? notPreparedYet('the field cipher');
  return {
    get currentKeyId() {
      return made().currentKeyId;
    },
    encrypt: (plaintext, context) => made().encrypt(plaintext, context),
    decrypt: (sealed, context) => made().decrypt(sealed, context),
    keyIdOf: (sealed) => made().keyIdOf(sealed),
    needsReencryption: (sealed) => made().needsReencryption(sealed),
    blindIndex: (purpose, value) => made().blindIndex(purpose, value),
  };
};

/** Outside production, unset keys are generated once and kept in the settings table, like the token secret. */
export const fieldCipherPlugin = fp(
  async (app) => {
    let cipher: FieldCipher | undefined;
    app.onDbPrepared(async () => {
      const keys = await resolveFieldKeys(
        app.config.crypto,
        (key, create) => getOrCreateSetting(app.db, key, create),
        app.config.nodeEnv,
      );
      cipher = createFieldCipher(keys);
    });
    app.decorate(
      'fieldCipher',
      lateFieldCipher(() => cipher),
    );
  },
  { name: 'field-cipher', dependencies: ['config', 'db'] },
);
