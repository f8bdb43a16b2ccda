import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskWalletAddress, WALLET_ADDRESS_MASK_THRESHOLD } from './masks';
import { isAcceptedRedirectUrl } from './redirect';

describe('masks (docs/product/application-area.md §5.2)', () => {
  it('shortens wallet addresses longer than 11 characters', () => {
    expect(WALLET_ADDRESS_MASK_THRESHOLD).toBe(11);
  });

  it.each<[string, string]>([
    ['pb1qw2e3r4t5y6u7i8o9', 'pb1qw2...7i8o9'],
    ['abcdefghijkl', 'abcdef...hijkl'], // 12 characters
    ['abcdefghijk', 'abcdefghijk'], // 11 characters: whole
    ['', ''],
  ])('maskWalletAddress(%j) = %j', (address, expected) => {
    expect(maskWalletAddress(address)).toBe(expected);
  });

  it.each<[string, string]>([
    ['000123456789', '6789'],
    ['1234-5678 90', '7890'],
    ['12', '12'],
  ])('maskBankAccount(%j) = %j', (account, expected) => {
    expect(maskBankAccount(account)).toBe(expected);
  });
});

describe('isAcceptedRedirectUrl (docs/product/widgets-and-calculations.md §2: a slash followed by a lowercase letter)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['/dashboard', true],
    ['/account/heloc/123', true],
    ['/a', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    ['/Dashboard', false],
    ['/1abc', false],
    ['dashboard', false],
    ['/', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (url, expected) => {
    expect(isAcceptedRedirectUrl(url)).toBe(expected);
  });
});
