import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import {
  APP_UUID,
  APPLICATION_PATH,
  appPath,
  buildApplication,
  buildStatus,
  shellBackground,
  STATUS_PATH,
} from '../../../testing/application-fixtures';

// docs/product/application-area.md §2.4: the leave-survey prompt on liens, product/select, identity and signing/sign.
const EVENT_PATH = 'POST /ft/external/event';

/** The pointer leaves the page through its top edge. */
const leaveThroughTheTop = () =>
  fireEvent.mouseLeave(document.documentElement, { clientX: 400, clientY: -1, relatedTarget: null });

const renderOffers = async () => {
  setToken('t');
  const fetch = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: jsonResponse(buildStatus()),
    [APPLICATION_PATH]: jsonResponse(buildApplication()),
    [EVENT_PATH]: jsonResponse({ ok: true }),
  });
  const view = renderApp(appPath('product/select'));
  await screen.findByRole('heading', { name: 'Choose your offer' }, { timeout: 10_000 });
  return { ...view, ...fetch };
};

const surveyEvents = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter(
    (c) =>
      c.method === 'POST' &&
      c.url.includes('/ft/external/event') &&
      (c.body as { event?: string })?.event === 'leave-survey',
  );

describe('the leave-survey prompt', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks once why the applicant leaves the offers, and sends the answer', async () => {
    const { user, calls } = await renderOffers();
    // Moving about inside the page asks nothing.
    fireEvent.mouseLeave(document.documentElement, { clientY: 300, relatedTarget: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    leaveThroughTheTop();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose the answer closest to yours')).toBeInTheDocument();
    expect(surveyEvents(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'The rate or the payment is higher than I expected' }));
    await user.type(within(dialog).getByLabelText(/Anything else/), 'Comparing with my credit union');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
    await waitFor(() => expect(surveyEvents(calls)).toHaveLength(1));
    expect(surveyEvents(calls)[0]!.body).toMatchObject({
      applicationUuid: APP_UUID,
      eventProperties: {
        screen: 'product/select',
        reason: 'RATE_OR_PAYMENT',
        comment: 'Comparing with my credit union',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Leaving again in this tab asks nothing more.
    leaveThroughTheTop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with "No thanks" and sends nothing', async () => {
    const { user, calls } = await renderOffers();
    leaveThroughTheTop();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await user.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(surveyEvents(calls)).toHaveLength(0);
  });
});
