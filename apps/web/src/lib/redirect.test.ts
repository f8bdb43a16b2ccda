import { describe, expect, it } from 'vitest';
import { parentPath, redirectLoader, redirectTarget, redirectToParent } from './redirect';

const run = async (loader: ReturnType<typeof redirectLoader>, url: string) => {
  const response = loader({ request: new Request(url), params: {}, context: undefined } as never);
  return response.headers.get('Location');
};

describe('redirectTarget', () => {
  it.each([
    ['/dashboard', '?pop-webchat=true', '/dashboard?pop-webchat=true'],
    ['/dashboard', '?pop-webchat=true&utm_source=x', '/dashboard?pop-webchat=true'],
    ['/auth/login?redirectUrl=%2Fx', '?pop-webchat=1', '/auth/login?redirectUrl=%2Fx&pop-webchat=1'],
    ['/dashboard', '?other=1', '/dashboard'],
    ['/dashboard', '', '/dashboard'],
  ])('%s from %s -> %s', (target, search, expected) => {
    expect(redirectTarget(target, search)).toBe(expected);
  });

  it('keeps the whole query string when asked', () => {
    expect(redirectTarget('/account/heloc/register', '?referrerId=abc&pop-webchat=true', { keepSearch: true })).toBe(
      '/account/heloc/register?referrerId=abc&pop-webchat=true',
    );
  });
});

describe('redirect loaders', () => {
  it('keep pop-webchat', async () => {
    expect(await run(redirectLoader('/dashboard'), 'http://x.test/account?pop-webchat=true')).toBe(
      '/dashboard?pop-webchat=true',
    );
  });

  it('send a group index to its parent', async () => {
    expect(parentPath('/account/heloc/abc/income/')).toBe('/account/heloc/abc');
    expect(await run(redirectToParent, 'http://x.test/account/heloc/abc/income?pop-webchat=true')).toBe(
      '/account/heloc/abc?pop-webchat=true',
    );
  });
});
