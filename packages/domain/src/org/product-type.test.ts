import { describe, expect, it } from 'vitest';
import { productTypeOf } from './product-type';

describe('the product of an organisation (docs/product/widgets-and-calculations.md §7)', () => {
  it.each([
    [false, 'HELOC'],
    [true, 'CRYPTO_HELOC'],
  ])('isCrypto %s: %s', (isCrypto, product) => {
    expect(productTypeOf({ orgMetaData: { variant: { isCrypto } } })).toBe(product);
  });
});
