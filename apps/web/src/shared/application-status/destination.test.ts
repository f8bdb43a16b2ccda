import type { HelocStatus } from '@heloc/domain/contracts';
import { describe, expect, it } from 'vitest';
import { destinationFor } from './destination';

const status = { checklistStatus: 'OFFER_SELECTION' } as HelocStatus;

describe('destinationFor (docs/product/registration-and-routing.md §4)', () => {
  it('sends a profile not yet done to start/profile, and leaves an unknown profile alone', () => {
    expect(destinationFor(status, 'OFFER_SELECTION', '/x', false).path).toBe('start/profile');
    expect(destinationFor(status, 'OFFER_SELECTION', '/x', true).path).toBe('product/select');
    expect(destinationFor(status, 'OFFER_SELECTION', '/x').path).toBe('product/select');
  });
});
