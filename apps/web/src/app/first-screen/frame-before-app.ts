import { dismissBanner } from '@heloc/domain';
import { BANNER_UUID_ATTRIBUTE, readDismissals, writeDismissals } from '../../features/site-banners/banner-dismissals';
import { requestChatOpen } from '../../lib/chat-open-request';

/**
 * The frame the server drew around the first registration step (page-frame.tsx: site banners, footer, chat launcher)
 * works before the app has started, from the page's first script: the launcher asks for the chat, which the app's own
 * launcher opens once the app is there (its press is the visitor's first action, which starts the app:
 * wait-for-visitor.ts), and a banner's dismiss button dismisses it as the app's does, kept for the app and the next
 * pages. Once the app has taken the step over, its own frame answers.
 */
let isDrawnByServer = false;

/**
 * Whether the page came with the server's frame: the app then draws its own footer and launcher in its first render
 * (app-layout.tsx), so that taking the step over puts them in place of the server's with nothing missing meanwhile.
 */
export const isFrameDrawnByServer = (): boolean => isDrawnByServer;

const dismiss = (banner: Element) => {
  const uuid = banner.getAttribute(BANNER_UUID_ATTRIBUTE);
  if (!uuid) return;
  writeDismissals(dismissBanner(readDismissals(), uuid, new Date()));
  const region = banner.parentElement;
  banner.remove();
  // As the app, which draws no region without a banner to show.
  if (region && !region.querySelector(`[${BANNER_UUID_ATTRIBUTE}]`)) region.remove();
};

/** On the server's own elements, which leave the page with the step: the app's frame then answers alone. */
export const holdServerFrame = (container: HTMLElement): void => {
  isDrawnByServer = container.querySelector('footer.app-footer') !== null;
  container.querySelector('button.chat-launcher')?.addEventListener('click', requestChatOpen);
  for (const banner of container.querySelectorAll(`[${BANNER_UUID_ATTRIBUTE}]`))
    banner.querySelector('.site-banner__dismiss')?.addEventListener('click', () => dismiss(banner));
};
