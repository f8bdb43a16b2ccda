import { isLanguage } from '@heloc/domain';
import { setLanguage } from '../../../lib/i18n/language-store';
import { BASE_PATH } from '../../../lib/public-paths';

/** Which registration flow a first step belongs to: the redesigned /register-v2 or the original /register. */
export type FirstStepKind = 'v2' | 'original';

const FIRST_STEP_PATHS: Record<string, FirstStepKind> = {
  [`${BASE_PATH}/register-v2`]: 'v2',
  [`${BASE_PATH}/register`]: 'original',
};

/** The flow whose first step `pathname` shows (docs/product/registration-and-routing.md §2), or null for any other page. */
export const firstStepKindOf = (pathname: string): FirstStepKind | null =>
  FIRST_STEP_PATHS[pathname.replace(/(.)\/+$/, '$1')] ?? null;

/** Marks the preview's form. */
export const FIRST_STEP_PREVIEW_ATTRIBUTE = 'data-first-step-preview';
/** Set on the preview's form when Continue was pressed before the app had loaded: the real step submits then. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested';

/** Marks the top bar's language buttons (app/shell/language-chooser-view.tsx), read here before the app has loaded. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

/**
 * The first step's markup the server put in the page is a plain form until the app takes it over: from the
 * page's first script on, Continue there is remembered for the app instead of reloading the page, and a language
 * chosen in its top bar is kept (docs/i18n.md), so the app starts in it.
 */
export const holdServerRenderedSubmit = (container: HTMLElement): void => {
  const form = container.querySelector<HTMLFormElement>(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`);
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute(SUBMIT_REQUESTED_ATTRIBUTE, '');
  });
  container.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${LANGUAGE_CHOICE_ATTRIBUTE}]`);
    const language = button?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
    // Once the app has taken over (the preview's form gone), its own chooser answers.
    if (form?.isConnected && button && isLanguage(language)) setLanguage(language);
  });
};
