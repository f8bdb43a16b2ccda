import { describe, expect, it } from 'vitest';
import * as countries from './index';

describe('countries area public surface', () => {
  it.each(['COUNTRIES', 'DEFAULT_COUNTRY_CODE', 'findCountry', 'nationalPhoneLength', 'formatPhoneInput'])(
    'exports %s',
    (name) => {
      expect(countries).toHaveProperty(name);
    },
  );
});
