import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStaffToken, getStaffToken, onStaffSessionEnded, setStaffToken } from './staff-client';
import { joinStaffSessionTabs } from './staff-session-tabs';

/** A tab's end of the channel: what it posts is recorded, what other tabs post is handed to it with `hear`. */
const fakeChannel = () => {
  const channel = { onmessage: null as ((event: MessageEvent) => void) | null, postMessage: vi.fn() };
  const hear = (data: unknown) => channel.onmessage?.(new MessageEvent('message', { data }));
  return { channel: channel as unknown as BroadcastChannel, posted: channel.postMessage, hear };
};

describe("one staff session across the console's tabs", () => {
  afterEach(() => sessionStorage.clear());

  it("a new tab borrows an open tab's session, lends it to the next, and forgets it when it ends elsewhere", async () => {
    const { channel, posted, hear } = fakeChannel();
    const joined = joinStaffSessionTabs(channel, 5_000);
    expect(posted).toHaveBeenCalledWith({ type: 'ask' });
    hear({ type: 'token', token: 'token-1' });
    await joined;
    expect(getStaffToken()).toBe('token-1');

    hear({ type: 'ask' });
    expect(posted).toHaveBeenLastCalledWith({ type: 'token', token: 'token-1' });

    const ended = vi.fn();
    const stop = onStaffSessionEnded(ended);
    hear({ type: 'ended', token: 'another-session' });
    expect(getStaffToken()).toBe('token-1');
    hear({ type: 'ended', token: 'token-1' });
    expect(getStaffToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });

  it('tells the other tabs when this one signs out, and starts signed out when no tab answers', async () => {
    const { channel, posted } = fakeChannel();
    await joinStaffSessionTabs(channel, 10);
    expect(getStaffToken()).toBeNull();
    setStaffToken('token-2');
    clearStaffToken({ everyTab: true });
    expect(posted).toHaveBeenLastCalledWith({ type: 'ended', token: 'token-2' });
    setStaffToken('token-3');
    clearStaffToken();
    expect(posted).not.toHaveBeenCalledWith({ type: 'ended', token: 'token-3' });
  });
});
