import { USUAL_WAITS } from '@heloc/domain';
import { describe, expect, it } from 'vitest';
import { usualWaitMessageOf } from './usual-wait';

describe('the usual waits in the person language', () => {
  it('have a message for every wait of the domain table', () => {
    const missing = Object.entries(USUAL_WAITS).filter(([, wait]) => usualWaitMessageOf(wait) === null);
    expect(missing.map(([status, wait]) => `${status}: ${wait.text}`)).toEqual([]);
  });
});
