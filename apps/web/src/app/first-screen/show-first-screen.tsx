import { createRoot } from 'react-dom/client';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { ENGLISH_WORDS, sayIn, type FirstStepWords } from '../../features/registration/first-step/first-step-say';
import { hasToken } from '../../lib/auth-token';
import { spanishById } from '../i18n/descriptors-of';
import { layoutMessages } from '../layouts/layouts.messages';
import type { Language } from '@heloc/domain';
import { initialLanguage, setLanguage } from '../../lib/i18n/language-store';
import type { FirstScreenHandle } from '../start-app';
import { embeddedOrg } from './embedded-org';
import { FirstScreen } from './first-screen';
import { firstScreenHandle } from './prerendered-first-screen';

/**
 * The first step's texts in the language the app will start in (docs/i18n.md): English as they are, Spanish from the
 * step's own catalogue and the shell's (its skip link), loaded only for a Spanish reader.
 */
const wordsFor = (offered: Parameters<typeof initialLanguage>[0]): FirstStepWords | Promise<FirstStepWords> => {
  if (initialLanguage(offered) !== 'es') return ENGLISH_WORDS;
  return Promise.all([
    import('../../features/registration/first-step/first-step.messages.es'),
    import('../layouts/layouts.messages.es'),
  ]).then(
    ([step, shell]) => sayIn('es', step.default, spanishById({ layoutMessages }, shell.default)),
    () => ENGLISH_WORDS,
  );
};

/**
 * Paints the first registration step with React alone (no router, query cache, form library, schemas or message
 * library), so a visitor can type before the rest of the app has loaded; used where the server did not put the step's
 * markup in the page (prerendered-first-screen.ts covers that case). Answers the handle the app swaps itself in with,
 * or null when there is nothing to show (no embedded organisation).
 */
export const showFirstScreen = (container: HTMLElement, kind: FirstStepKind): FirstScreenHandle | null => {
  const org = embeddedOrg();
  if (!org) return null;
  const appHost = document.createElement('div');
  const previewHost = document.createElement('div');
  container.replaceChildren(previewHost);
  const root = createRoot(previewHost);
  const show = () => {
    const words = wordsFor(org.orgMetaData.languages);
    if (words instanceof Promise) void words.then(paint);
    else paint(words);
  };
  // A language chosen before the app has loaded is kept (the app starts in it) and the step repainted in it.
  const choose = (language: Language) => {
    setLanguage(language);
    show();
  };
  const paint = (words: FirstStepWords) =>
    root.render(
      <FirstScreen
        org={org}
        kind={kind}
        location={window.location}
        isSignedIn={hasToken()}
        words={words}
        onChooseLanguage={choose}
      />,
    );
  show();
  return firstScreenHandle(appHost, () => {
    previewHost.replaceWith(appHost);
    // The detached preview is released later, in idle time: unmounting a root while another one commits would warn.
    const release = () => root.unmount();
    if ('requestIdleCallback' in window) window.requestIdleCallback(release);
    else setTimeout(release, 1000);
  });
};
