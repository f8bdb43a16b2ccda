import { describe, expect, it } from 'vitest';
import { areShellReadsHeld, holdShellReads } from './shell-reads-hold';

describe('the hold on the shell’s reads', () => {
  it('lasts while any hold is on, and a release counts once however often it is called', () => {
    expect(areShellReadsHeld()).toBe(false);
    const releaseFirst = holdShellReads();
    const releaseSecond = holdShellReads();
    releaseFirst();
    releaseFirst();
    expect(areShellReadsHeld()).toBe(true);
    releaseSecond();
    expect(areShellReadsHeld()).toBe(false);
  });
});
