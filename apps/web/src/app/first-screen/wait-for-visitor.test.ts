import { getFeaturesContract } from '@heloc/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath, setApiOrgCode } from '../../lib/api-client';
import { fetchFeatures as appFetchFeatures } from '../../lib/flags';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { FEATURES_PATH } from './api/read-features-early';
import { VISITOR_ACTIONS, mayWaitForVisitor, shouldStartForFlags, waitForVisitor } from './wait-for-visitor';

const emptySession = { getItem: () => null };
const visitor = { search: '', isSignedIn: false, session: emptySession, org: buildOrg() };

describe('the app waits for the visitor on a pre-rendered first step', () => {
  it.each([
    ['a new visitor', {}, true],
    ['campaign parameters only', { search: '?utm_source=mail&utm_campaign=spring' }, true],
    ['a signed-in visitor (prefill, active applications)', { isSignedIn: true }, false],
    ['a referrer in the URL', { search: '?referrerId=7f0c' }, false],
    ['flag overrides in the URL', { search: '?flags=redesign-2025:off' }, false],
    ['pop-webchat in the URL', { search: '?pop-webchat=true' }, false],
    [
      'a draft in this tab',
      { session: { getItem: (key: string) => (key === 'heloc.registration-draft' ? '{}' : null) } },
      false,
    ],
    [
      'flag overrides in this tab',
      { session: { getItem: (key: string) => (key === 'heloc.flag-overrides' ? '{}' : null) } },
      false,
    ],
    [
      'blocked storage',
      {
        session: {
          getItem: () => {
            throw new Error('blocked');
          },
        },
      },
      true,
    ],
    [
      'an organisation that requires a referring loan officer',
      { org: buildOrg({ variant: { requiresReferringLoanOfficer: true } }) },
      false,
    ],
  ])('%s: waits %s', (_, change, waits) => {
    expect(mayWaitForVisitor({ ...visitor, ...change })).toBe(waits);
  });

  it.each([
    ['the flags could not be read', null, 'v2', true],
    ['the redesign flag is off on /register-v2 (it redirects)', [{ key: 'redesign-2025', enabled: false }], 'v2', true],
    ['the redesign flag is missing on /register-v2', [], 'v2', true],
    [
      'the redesign flag is off on /register (no redirect there)',
      [{ key: 'redesign-2025', enabled: false }],
      'original',
      false,
    ],
    ['the redesign flag is on', [{ key: 'redesign-2025', enabled: true }], 'v2', false],
    [
      'a maintenance flag lists routes',
      [
        { key: 'redesign-2025', enabled: true },
        { key: 'maintenance', enabled: true, variables: { routes: ['register-v2'] } },
      ],
      'v2',
      true,
    ],
    [
      'a maintenance flag is on with no routes',
      [
        { key: 'redesign-2025', enabled: true },
        { key: 'maintenance', enabled: true, variables: { routes: [] } },
      ],
      'v2',
      false,
    ],
  ] as const)('%s: starts at once %s', (_, features, kind, starts) => {
    expect(shouldStartForFlags(features, kind)).toBe(starts);
  });

  it('asks for the flags at the features call of the app (docs/product/widgets-and-calculations.md §7)', () => {
    expect(FEATURES_PATH).toBe(fillPath(getFeaturesContract.path, { context: 'external' }));
  });
});

describe('waitForVisitor', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The flags say the redesign is on; `read` is the app reading their answer. */
  const flagsOn = () => {
    const answer = jsonResponse({ features: [{ key: 'redesign-2025', enabled: true, variables: {} }] });
    const read = vi.spyOn(answer, 'json');
    return { ...mockFetch({ [`POST ${FEATURES_PATH}`]: () => answer }), read };
  };

  it('starts the app on the first action, once, and not before', async () => {
    const { calls, read } = flagsOn();
    const start = vi.fn();
    waitForVisitor(document, { orgCode: 'summit', kind: 'v2', start });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers.get('x-org')).toBe('summit');
    expect(calls[0]!.body).toEqual({ optimizeUser: { organization: 'summit' } });
    // The flags have been read and weighed: they do not start the app by themselves.
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    await read.mock.results[0]!.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(start).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(VISITOR_ACTIONS)('counts %s as the visitor acting', (action) => {
    flagsOn();
    const start = vi.fn();
    const stop = waitForVisitor(document, { orgCode: 'summit', kind: 'v2', start });
    document.body.dispatchEvent(new Event(action, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts the app at once when the flags say the first screen alone could mislead', async () => {
    mockFetch({ [`POST ${FEATURES_PATH}`]: jsonResponse({ features: [{ key: 'redesign-2025', enabled: false }] }) });
    const start = vi.fn();
    waitForVisitor(document, { orgCode: 'summit', kind: 'v2', start });
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it("hands its answer to the app's own features call, once: the app's first render does not ask the server again", async () => {
    const features = [{ key: 'redesign-2025', enabled: true, variables: {} }];
    const first = jsonResponse({ features });
    const read = vi.spyOn(first, 'json');
    const { calls } = mockFetch({
      [`POST ${FEATURES_PATH}`]: () => (calls.length === 1 ? first : jsonResponse({ features })),
    });
    setApiOrgCode('summit');
    waitForVisitor(document, { orgCode: 'summit', kind: 'v2', start: vi.fn() });
    await vi.waitFor(() => expect(read).toHaveBeenCalled());

    await expect(appFetchFeatures({ organization: 'summit' })).resolves.toEqual(features);
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks the server.
    await appFetchFeatures({ organization: 'summit' });
    expect(calls).toHaveLength(2);
  });

  it('hands over no answer that failed: the app asks again', async () => {
    const { calls } = mockFetch({ [`POST ${FEATURES_PATH}`]: jsonResponse({ errors: ['down'] }, { status: 503 }) });
    setApiOrgCode('summit');
    const start = vi.fn();
    waitForVisitor(document, { orgCode: 'summit', kind: 'v2', start });
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));

    await appFetchFeatures({ organization: 'summit' }).catch(() => undefined);
    expect(calls).toHaveLength(2);
  });

  it('starts the app at once when the flags cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const start = vi.fn();
    waitForVisitor(document, { orgCode: 'summit', kind: 'v2', start });
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
