import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { isCoDeedStatusRetryable } from './get-co-deed-status';

describe('the signer’s co-deed status call (docs/product/widgets-and-calculations.md §6)', () => {
  it('is tried again after a failure to reach the server or a 5xx, never after a 400 or another refusal', () => {
    expect(isCoDeedStatusRetryable(new ApiError(0, undefined, 'offline'))).toBe(true);
    expect(isCoDeedStatusRetryable(new ApiError(503, undefined, 'down'))).toBe(true);
    expect(isCoDeedStatusRetryable(new ApiError(400, undefined, 'no application'))).toBe(false);
    expect(isCoDeedStatusRetryable(new ApiError(401, undefined, 'signed out'))).toBe(false);
  });
});
