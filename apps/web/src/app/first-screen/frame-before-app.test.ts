import type { Banner } from '@heloc/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissalsInCookies, readDismissals } from '../../features/site-banners/banner-dismissals';
import { onChatOpenRequest, takeChatOpenRequest } from '../../lib/chat-open-request';
import { buildOrg } from '../../testing/fixtures';
import { holdServerFrame, isFrameDrawnByServer } from './frame-before-app';
import { renderPageFrame } from './page-frame';

// Before the app has started, the frame the server drew around the first registration step works from the page's
// first script: its launcher asks for the chat, its banners' buttons dismiss them (docs/product/chat.md §1,
// docs/product/widgets-and-calculations.md §4).

const banner = (n: number, message: string): Banner => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  message,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: new Date(Date.now() - n * 1000).toISOString(), updatedAt: new Date().toISOString() },
});

/** The server's page: the frame drawn around the step's form, held by the first script. */
const serverPage = async ({ banners = [] as Banner[], isChatOn = true } = {}) => {
  const drawn = await renderPageFrame({ org: buildOrg(), language: 'en', banners, isChatOn });
  const root = document.createElement('div');
  root.innerHTML =
    `<div class="app-shell">${drawn.siteBanners}<main><form data-first-step-preview></form></main>` +
    `${drawn.footer}${drawn.chatLauncher}</div>`;
  document.body.append(root);
  holdServerFrame(root);
  return root;
};

afterEach(() => {
  document.body.replaceChildren();
  takeChatOpenRequest();
});

describe("the server's frame before the app", () => {
  it('tells the app that the server drew it, so the app draws its own footer and launcher at once', async () => {
    await serverPage();
    expect(isFrameDrawnByServer()).toBe(true);
    const bare = document.createElement('div');
    bare.innerHTML = '<main><form data-first-step-preview></form></main>';
    holdServerFrame(bare);
    expect(isFrameDrawnByServer()).toBe(false);
  });

  it('asks for the chat when its launcher is pressed, for the app to open once its launcher is there', async () => {
    await serverPage();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(takeChatOpenRequest()).toBe(true);
    expect(takeChatOpenRequest()).toBe(false);

    // The app's launcher mounted out of sight, before the app took the step over: it opens at the press.
    const open = vi.fn();
    const stop = onChatOpenRequest(open);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the chat to the app once the app has taken the step over', async () => {
    const root = await serverPage();
    const appLauncher = document.createElement('button');
    appLauncher.className = 'chat-launcher';
    appLauncher.textContent = 'Chat with us';
    root.replaceChildren(appLauncher);
    await userEvent.click(appLauncher);
    expect(takeChatOpenRequest()).toBe(false);
  });

  it('dismisses a banner for good: gone from the page, kept for the app and for the next page the server draws', async () => {
    await serverPage({ banners: [banner(1, 'Phones close at noon.'), banner(2, 'New rates on Monday.')] });
    const region = screen.getByRole('region', { name: 'Announcements' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss: Phones close at noon.' }));
    expect(
      within(region)
        .getAllByRole('status')
        .map((shown) => shown.textContent),
    ).toEqual(['Notice: New rates on Monday.×']);
    const uuid = banner(1, '').uuid;
    expect(Object.keys(readDismissals())).toEqual([uuid]);
    expect(Object.keys(dismissalsInCookies(document.cookie))).toEqual([uuid]);

    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss: New rates on Monday.' }));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
