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

/**
 * The first step's markup the server put in the page is a plain form until the app takes it over: from the
 * page's first script on, Continue there is remembered for the app instead of reloading the page.
 */
export const holdServerRenderedSubmit = (container: HTMLElement): void => {
  const form = container.querySelector<HTMLFormElement>(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`);
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute(SUBMIT_REQUESTED_ATTRIBUTE, '');
  });
};
