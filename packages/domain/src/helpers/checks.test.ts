import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInRange, isUrl, isUuid } from './checks';

describe('shared checks (docs/product/widgets-and-calculations.md §5)', () => {
  it.each<[string, boolean]>([
    ['http://example.com', true],
    ['https://example.com/a?b=c', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['ftp://example.com', false],
    ['example.com', false],
    ['/relative/path', false],
    ['', false],
    [' https://example.com', false],
  ])('isUrl(%j) = %s', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['123e4567-e89b-12d3-a456-426614174000', true],
    ['123E4567-E89B-12D3-A456-426614174000', true],
    ['123e4567e89b12d3a456426614174000', false],
    ['123e4567-e89b-12d3-a456-42661417400', false],
    ['123e4567-e89b-12d3-a456-4266141740000', false],
    ['g23e4567-e89b-12d3-a456-426614174000', false],
    ['{123e4567-e89b-12d3-a456-426614174000}', false],
  ])('isUuid(%j) = %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });

  it('property: isUuid accepts every generated UUID', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(isUuid(uuid)).toBe(true);
      }),
    );
  });

  it.each<[unknown, boolean]>([
    [5, true],
    [1, true], // bounds are inclusive
    [10, true],
    [0.999, false],
    [10.001, false],
    [Number.NaN, false],
    ['5', false],
    [null, false],
    [undefined, false],
  ])('isInRange(%j, 1, 10) = %s', (value, expected) => {
    expect(isInRange(value, 1, 10)).toBe(expected);
  });
});
