import type { ReportClientErrorBody } from '@heloc/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { ApiError } from './api-error';
import { ERROR_SAMPLING_KEY, createErrorReporter, installErrorReporting } from './error-reporting';

const reporter = (options: Parameters<typeof createErrorReporter>[0] = {}) => {
  const sent: ReportClientErrorBody[] = [];
  const send = vi.fn(async (body: ReportClientErrorBody) => {
    sent.push(body);
  });
  return { sent, reporter: createErrorReporter({ send, appVersion: () => 'abc123', ...options }) };
};

afterEach(() => sessionStorage.clear());

describe('error reporting (docs/product/application-area.md §8)', () => {
  it('reports an error of the code with its page, version and stack, once per message', () => {
    const { sent, reporter: r } = reporter();
    const error = new TypeError("Cannot read properties of undefined (reading 'amount')");
    expect(r.report(error, 'window')).toBe(true);
    expect(r.report(error, 'window')).toBe(false);
    expect(sent).toEqual([
      expect.objectContaining({
        source: 'window',
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'amount')",
        pathname: window.location.pathname,
        appVersion: 'abc123',
        stack: expect.stringContaining('TypeError'),
      }),
    ]);
  });

  it.each([
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['a call that got no answer', new ApiError(0, undefined, 'Something unexpected happened')],
    ['a time-out', new DOMException('The operation timed out.', 'TimeoutError')],
    ['an abort', new DOMException('The user aborted a request.', 'AbortError')],
    ['a socket error', new Error('WebSocket connection to wss://chat failed')],
    ['another origin’s script', { message: 'Script error.' }],
  ])('ignores %s', (_, error) => {
    const { sent, reporter: r } = reporter();
    expect(r.report(error, 'unhandledrejection')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('reports a server refusal nobody handled', () => {
    const { sent, reporter: r } = reporter();
    r.report(new ApiError(500, { errors: ['Pricing failed'] }), 'boundary');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ source: 'boundary', name: 'ApiError' });
    expect(sent[0]?.message).toContain('Pricing failed');
  });

  it('draws once per session whether it reports, at the sample rate', () => {
    const unsampled = reporter({ sampleRate: 25, random: () => 0.5 });
    expect(unsampled.reporter.report(new Error('First'), 'window')).toBe(false);
    expect(sessionStorage.getItem(ERROR_SAMPLING_KEY)).toBe('0');
    // The draw holds for the session, whatever a later draw would say.
    const later = reporter({ sampleRate: 25, random: () => 0 });
    expect(later.reporter.report(new Error('Second'), 'window')).toBe(false);
    sessionStorage.clear();
    const sampled = reporter({ sampleRate: 25, random: () => 0.1 });
    expect(sampled.reporter.report(new Error('Third'), 'window')).toBe(true);
    expect(sessionStorage.getItem(ERROR_SAMPLING_KEY)).toBe('1');
  });

  it('sends at most ten reports a page', () => {
    const { sent, reporter: r } = reporter();
    for (let i = 0; i < 15; i++) r.report(new Error(`Error ${i}`), 'window');
    expect(sent).toHaveLength(10);
  });

  it('hears the window’s errors and unhandled rejections and posts them to the report call', async () => {
    const { calls } = mockFetch({
      'POST /service-errors/api/v1/client-errors': jsonResponse({ ok: true }, { status: 202 }),
    });
    // The test environment treats a window error nobody prevented as its own failure.
    const quiet = (event: Event) => event.preventDefault();
    window.addEventListener('error', quiet);
    const stop = installErrorReporting(window, createErrorReporter({ appVersion: () => 'abc123' }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new RangeError('Invalid time value'),
        message: 'Invalid time value',
        cancelable: true,
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('Offer list is empty') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('Failed to fetch'), cancelable: true }));
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('After stopping'), cancelable: true }));
    window.removeEventListener('error', quiet);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(
      calls.map((call) => [
        call.method,
        (call.body as ReportClientErrorBody).source,
        (call.body as ReportClientErrorBody).message,
      ]),
    ).toEqual([
      ['POST', 'window', 'Invalid time value'],
      ['POST', 'unhandledrejection', 'Offer list is empty'],
    ]);
  });
});
