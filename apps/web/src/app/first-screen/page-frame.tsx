import type { Banner, Language, Organization } from '@heloc/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatLauncherView } from '../../features/chat/chat-launcher-view';
import { dismissalsInCookies } from '../../features/site-banners/banner-dismissals';
import { SiteBannersView, visibleBanners } from '../../features/site-banners/site-banners-view';
import { I18nProvider } from '../../lib/i18n';
import { loadMessages } from '../i18n/load-messages';
import { FooterView } from '../shell/footer-view';
import type { PageFrameSlot } from './page-frame-slots';

/**
 * The module the server runs for each first registration step it sends (page-frame-slots.ts): the site banners, the
 * footer and the chat's launcher drawn by the app's own components and catalogues, for the request's organisation and
 * language, so the page carries its licences, NMLS number, legal lines and links from its first paint, with no script.
 * The app then draws the same from the same record, banners, flag and dismissals (prime-frame-reads.ts hands it the
 * banners), in the same places, and takes over with nothing moving.
 */
export interface PageFrameRequest {
  org: Organization;
  language: Language;
  /** The banner file as the banners call answers it (docs/product/widgets-and-calculations.md §7). */
  banners: readonly Banner[];
  /** The request's cookies that manifest.json's `frame.cookies` names: the banners this browser dismissed. */
  cookie?: string | undefined;
  /** Whether the `webchat` flag is on for the organisation (docs/product/chat.md §1). */
  isChatOn: boolean;
}

const noop = () => undefined;

/** The markup of each slot; an empty one draws nothing. */
export const renderPageFrame = async ({
  org,
  language,
  banners,
  cookie,
  isChatOn,
}: PageFrameRequest): Promise<Record<PageFrameSlot, string>> => {
  const messages = await loadMessages(language);
  const draw = (node: ReactNode) =>
    renderToStaticMarkup(
      <I18nProvider language={language} messages={messages} offered={org.orgMetaData.languages} onChoose={noop}>
        {node}
      </I18nProvider>,
    );
  return {
    siteBanners: draw(<SiteBannersView shown={visibleBanners(banners, dismissalsInCookies(cookie)).shown} />),
    footer: draw(<FooterView org={org} />),
    chatLauncher: isChatOn ? draw(<ChatLauncherView />) : '',
  };
};
