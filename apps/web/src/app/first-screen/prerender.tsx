import { LANGUAGES, type Language, type Organization } from '@heloc/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import firstStepSpanish from '../../features/registration/first-step/first-step.messages.es';
import { ENGLISH_WORDS, sayIn, type FirstStepWords } from '../../features/registration/first-step/first-step-say';
import { I18nProvider, type Messages } from '../../lib/i18n';
import { spanishById } from '../i18n/descriptors-of';
import { loadMessages } from '../i18n/load-messages';
import { layoutMessages } from '../layouts/layouts.messages';
import layoutSpanish from '../layouts/layouts.messages.es';
import { BANNER_DISMISSALS_COOKIE } from '../../features/site-banners/banner-dismissals';
import { OFFERS_SCREEN, OffersPreview } from '../../features/offers/offers-preview';
import { SignPreview } from '../../features/closing/signing/sign-preview';
import { CONDITIONS_SCREEN, ConditionsPreview } from '../../features/conditions/conditions-preview';
import { SIGNING_SCREEN } from '../../lib/early-reads';
import { BASE_PATH } from '../../lib/public-paths';
import { AppShellPreview } from './app-shell-preview';
import { FirstScreen } from './first-screen';
import {
  PAGE_FRAME_MODULE_FILE,
  PAGE_FRAME_READS_ID,
  PAGE_FRAME_SLOTS,
  pageFramePlaceholder,
} from './page-frame-slots';

/**
 * The first registration step as static HTML, rendered when the web app is built (vite.config.ts writes it to
 * dist/first-screen/). A server that puts it inside `<div id="root">` of the page for its path lets the heading and the
 * fields paint, and take typing, before any script has run; the first script then keeps that markup rather than
 * painting its own (show-first-screen.tsx) and the app takes over from it the same way.
 *
 * The organisation is only known per request: its values are left as `{{token}}`s for the server to fill in, each
 * HTML-escaped (see FIRST_SCREEN_TOKENS).
 */

const PHONE_DIGITS = '8005550100';
const placeholderOrg = {
  orgMetaData: { companyName: '{{companyName}}', supportPhone: PHONE_DIGITS },
  orgBrand: { logoUrl: '{{logoUrl}}', logoAlt: '{{logoAlt}}' },
} as unknown as Organization;

const NAME_HIDDEN_TOKEN = '{{companyNameHidden}}';
const CHOOSER_HIDDEN_TOKEN = '{{languageChooserHidden}}';

/** What each token stands for. */
export const FIRST_SCREEN_TOKENS = {
  companyName: 'orgMetaData.companyName',
  logoUrl: 'orgBrand.logoUrl',
  logoAlt: 'orgBrand.logoAlt',
  supportPhone: "orgMetaData.supportPhone, or 888-819-6388 when it is empty (org-context.tsx's supportPhoneOf)",
  supportPhoneHref: "the phone as a tel: link: 'tel:+1' and its ten digits (org-context.tsx's telHref)",
  companyNameHidden:
    "'true' when the logo's alt text already names the company, else 'false' (isCompanyNamedInLogoAlt)",
  languageChooserHidden: "'true' when the organisation offers one language (orgMetaData.languages), else 'false'",
} as const;

const PAGES: Record<string, { kind: FirstStepKind; file: string }> = {
  [`${BASE_PATH}/register-v2`]: { kind: 'v2', file: 'register-v2.html' },
  [`${BASE_PATH}/register`]: { kind: 'original', file: 'register.html' },
};

const withPhoneTokens = (markup: string): string =>
  markup.replaceAll(`tel:+1${PHONE_DIGITS}`, '{{supportPhoneHref}}').replaceAll(PHONE_DIGITS, '{{supportPhone}}');

/**
 * A language the markup is written in besides English (docs/i18n.md): the first step's own words, and the app's
 * catalogue for the components around it. The server picks the file of the person's language (manifest.json's
 * `translations`).
 */
interface Translation {
  language: Language;
  words: FirstStepWords;
  messages: Messages;
}

const noop = () => undefined;

/** Static markup, in a translation's language when one is given (English as it is otherwise). */
const render = (node: ReactNode, translation?: Translation): string =>
  withPhoneTokens(
    renderToStaticMarkup(
      translation ? (
        <I18nProvider
          language={translation.language}
          messages={translation.messages}
          offered={LANGUAGES}
          onChoose={noop}
        >
          {node}
        </I18nProvider>
      ) : (
        node
      ),
    ),
  );

/** The first step's frame (banners, footer, chat launcher) as placeholders the server fills per request. */
const FRAME_PLACEHOLDERS = Object.fromEntries(PAGE_FRAME_SLOTS.map((slot) => [slot, pageFramePlaceholder(slot)]));

const markupOf = (pathname: string, kind: FirstStepKind, translation?: Translation): string =>
  render(
    <FirstScreen
      org={placeholderOrg}
      kind={kind}
      location={{ pathname, search: '' }}
      isSignedIn={false}
      nameHiddenToken={NAME_HIDDEN_TOKEN}
      chooserHiddenToken={CHOOSER_HIDDEN_TOKEN}
      words={translation?.words ?? ENGLISH_WORDS}
      frame={FRAME_PLACEHOLDERS}
    />,
    translation,
  );

/** The page of every other path: the shell with its main area loading (app-shell-preview.tsx). */
const SHELL_FILE = 'app-shell.html';

/**
 * Screens that open in the shell with a preview of their own in the main area instead of a spinner: what
 * the screen shows before its code and data are here. `path` is a route pattern (`:name` stands for one segment);
 * `styledBy` names the modules whose stylesheets the preview's markup uses: the build links those files in the page
 * (vite.config.ts), so the preview paints styled, and the app finds them already there.
 */
export const SCREEN_PREVIEWS: readonly {
  path: string;
  file: string;
  styledBy: readonly string[];
  preview: ReactNode;
}[] = [
  {
    path: `${BASE_PATH}/:uuid/${OFFERS_SCREEN}`,
    file: 'offers.html',
    styledBy: ['src/features/application-shell/layout/application-layout.tsx'],
    preview: <OffersPreview />,
  },
  {
    path: `${BASE_PATH}/:uuid/${SIGNING_SCREEN}`,
    file: 'signing.html',
    styledBy: ['src/features/application-shell/layout/application-layout.tsx'],
    preview: <SignPreview />,
  },
  {
    path: `${BASE_PATH}/:uuid/${CONDITIONS_SCREEN}`,
    file: 'conditions.html',
    styledBy: [
      'src/features/application-shell/layout/application-layout.tsx',
      'src/features/conditions/conditions-page.tsx',
    ],
    preview: <ConditionsPreview />,
  },
];

const shellMarkup = (screen?: ReactNode, translation?: Translation): string =>
  render(
    <AppShellPreview
      org={placeholderOrg}
      nameHiddenToken={NAME_HIDDEN_TOKEN}
      screen={screen ?? undefined}
      words={translation?.words}
    />,
    translation,
  );

/**
 * The modules whose stylesheets the first step's frame uses besides the page's own (the footer's are global.css's):
 * linked by the server wherever it draws the frame, so the banners and the launcher paint styled, and the app finds
 * them already there.
 */
const FRAME_STYLED_BY = ['src/features/site-banners/site-banners-view.tsx', 'src/features/chat/chat-launcher-view.tsx'];

/** The file of `file` in a language: register-v2.html → register-v2.es.html. */
const translatedFile = (file: string, language: Language) => file.replace(/\.html$/, `.${language}.html`);

/**
 * The files for dist/first-screen/: one fragment per path, the shell, the screens' previews, each in English and in
 * Spanish, and manifest.json saying which is which. `stylesheetsOf` answers the build's stylesheets (paths from the
 * site's root) of the given modules.
 */
export const prerenderFirstScreens = async (
  stylesheetsOf: (modules: readonly string[]) => string[] = () => [],
): Promise<Record<string, string>> => {
  const files: Record<string, string> = {};
  const translations: Record<string, Record<string, string>> = {};
  const spanish: Translation = {
    language: 'es',
    words: sayIn('es', firstStepSpanish, spanishById({ layoutMessages }, layoutSpanish)),
    messages: await loadMessages('es'),
  };
  for (const translation of [undefined, spanish]) {
    const fileIn = (file: string) => {
      if (!translation) return file;
      const translated = translatedFile(file, translation.language);
      (translations[translation.language] ??= {})[file] = translated;
      return translated;
    };
    for (const [pathname, { kind, file }] of Object.entries(PAGES))
      files[fileIn(file)] = markupOf(pathname, kind, translation);
    files[fileIn(SHELL_FILE)] = shellMarkup(undefined, translation);
    for (const { file, preview } of SCREEN_PREVIEWS) files[fileIn(file)] = shellMarkup(preview, translation);
  }
  const manifest = {
    about:
      'Markup of #root for these paths (exact match, trailing slash ignored), to be put inside <div id="root"></div> ' +
      'of index.html with every {{token}} replaced by the HTML-escaped value of the resolved organisation; `screens` ' +
      'are the same for the paths their pattern matches (`:name` stands for one path segment), with stylesheets to ' +
      'link in the head; `shell` is the markup of every other page. `translations` name, per language, the file of ' +
      'each of those in that language, served to a person reading it (their language cookie, else Accept-Language). ' +
      "A page's `{{@slot}}` placeholders are the `frame`'s slots: `frame.module` exports renderPageFrame (its " +
      'request: page-frame.tsx), which answers the markup of each slot, to put in place of its placeholder (an ' +
      'empty string where it draws nothing, as where the module cannot be run), with `frame.stylesheets` linked ' +
      'and what it was drawn from (`{ banners }`) in a JSON element of id `frame.readsId`.',
    pages: Object.fromEntries(Object.entries(PAGES).map(([pathname, { file }]) => [pathname, file])),
    screens: SCREEN_PREVIEWS.map(({ path, file, styledBy }) => ({ path, file, stylesheets: stylesheetsOf(styledBy) })),
    shell: SHELL_FILE,
    frame: {
      module: PAGE_FRAME_MODULE_FILE,
      slots: FRAME_PLACEHOLDERS,
      stylesheets: stylesheetsOf(FRAME_STYLED_BY),
      readsId: PAGE_FRAME_READS_ID,
      cookies: [BANNER_DISMISSALS_COOKIE],
    },
    tokens: FIRST_SCREEN_TOKENS,
    translations,
  };
  files['manifest.json'] = `${JSON.stringify(manifest, null, 2)}\n`;
  return files;
};
