import { describe, expect, it } from 'vitest';
import { cleanPhone, formatPhoneDisplay, normalizePhone } from './phone';

describe('phone (docs/product/widgets-and-calculations.md §9)', () => {
  it.each<[string, string]>([
    ['+15551234567', '5551234567'], // 12 characters starting with +1
    ['15551234567', '5551234567'], // 11 characters starting with 1
    ['555-123-4567', '5551234567'], // dashed
    ['1-555-123-4567', '5551234567'],
    ['+1-555-123-4567', '5551234567'],
    ['  +15551234567 ', '5551234567'],
    ['5551234567', '5551234567'],
    ['25551234567', '25551234567'], // 11 characters not starting with 1: unchanged
    ['+445551234567', '+445551234567'],
    ['555-1234', '555-1234'],
  ])('normalizePhone(%s) = %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each<[string, string]>([
    ['5551234567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['555123456', '555123456'],
    ['+445551234567', '+445551234567'],
  ])('formatPhoneDisplay(%s) = %s', (input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });

  it.each<[string, string]>([
    ['(555) 123-4567', '5551234567'],
    [' 555 123 4567 ', '5551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['555.123.4567', '555.123.4567'],
  ])('cleanPhone(%s) = %s', (input, expected) => {
    expect(cleanPhone(input)).toBe(expected);
  });
});
