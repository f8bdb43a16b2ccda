import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import {
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../../testing/application-fixtures';

// A waiting screen says what is happening and how long it usually takes, and says "This is taking longer than
// usual" only once it is, counted from when the application entered its status (statusSince).
const LONGER = 'This is taking longer than usual';
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

const renderSigndocs = (since: number, checklistStatus = 'GEN_CLOSING_DISCLOSURE') => {
  setToken('t');
  mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus({ checklistStatus, statusSince: new Date(since).toISOString() })),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
  });
  return renderApp(appPath('review-app/signdocs'));
};

describe('review-app/signdocs while the closing documents are prepared', () => {
  it('says what is happening and how long it usually takes, and "longer than usual" only after 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSigndocs(Date.now() - MINUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are preparing your closing documents' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This usually takes a few minutes.')).toBeInTheDocument();
    expect(screen.queryByText(LONGER)).not.toBeInTheDocument();

    // Four minutes later (five since the documents were asked for), the wait is longer than usual.
    await act(async () => {
      vi.advanceTimersByTime(4 * MINUTE + 1_000);
    });
    expect(await screen.findByText(LONGER)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('It usually takes a few minutes.');
    expect(screen.queryByText('This usually takes a few minutes.')).not.toBeInTheDocument();
  });

  it('says at once that it is longer than usual when the wait started long ago', async () => {
    renderSigndocs(Date.now() - 30 * MINUTE);
    expect(await screen.findByText(LONGER)).toBeInTheDocument();
  });
});

describe('error/timeout while a specialist reviews', () => {
  it('names what is happening rather than a delay, until a business day has passed', async () => {
    setToken('t');
    mockFetch({
      ...shellBackground,
      [STATUS_PATH]: jsonResponse(
        buildStatus({ checklistStatus: 'FACTA_REVIEW', statusSince: new Date(Date.now() - MINUTE).toISOString() }),
      ),
      [APPLICATION_PATH]: jsonResponse(buildApplication()),
    });
    renderApp(appPath('error/timeout'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are working on your application' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('This usually takes up to one business day.')).toBeInTheDocument();
    expect(screen.queryByText(LONGER)).not.toBeInTheDocument();
  });
});

describe('review-app/signdocs once the closing documents are ready', () => {
  it('says they are ready behind Check status, with no wait', async () => {
    renderSigndocs(Date.now() - 30 * MINUTE, 'NOTE_SIGNING');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your closing documents are ready' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Select Check status to open them. After you sign, you meet a notary to finish.'),
    ).toBeVisible();
    expect(screen.queryByText(LONGER)).not.toBeInTheDocument();
  });
});
