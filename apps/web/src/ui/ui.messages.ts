import { defineMessages } from '../lib/i18n/define-messages';

/**
 * The texts the ui components show on their own (docs/i18n.md); everything else they show is given to them. The
 * components read them through useI18n(), which loads no react-intl: the first registration step's preview uses the
 * fields before the app has loaded (app/first-screen/first-screen-budget.test.ts).
 */
export const uiMessages = defineMessages({
  dismiss: { id: 'ui.alert.dismiss', defaultMessage: 'Dismiss' },
  closeSymbol: { id: 'ui.closeSymbol', defaultMessage: '×' },
  close: { id: 'ui.modal.close', defaultMessage: 'Close' },
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
  loaded: { id: 'ui.loader.loaded', defaultMessage: 'Loaded' },
  copy: { id: 'ui.copy.copy', defaultMessage: 'Copy' },
  copied: { id: 'ui.copy.copied', defaultMessage: 'Copied' },
  copiedWhat: { id: 'ui.copy.copiedWhat', defaultMessage: 'Copied {what}' },
  copyFailed: { id: 'ui.copy.failed', defaultMessage: 'Your browser did not let us copy.' },
  requiredMark: { id: 'ui.field.requiredMark', defaultMessage: ' *' },
  // docs/product/widgets-and-calculations.md §4: the submit button reads 'Continue' by default and 'Submitting' while loading.
  continue: { id: 'ui.submit.continue', defaultMessage: 'Continue' },
  submitting: { id: 'ui.submit.submitting', defaultMessage: 'Submitting' },
  stepDone: { id: 'ui.stepProgress.done', defaultMessage: '✓' },
  stepCompleted: { id: 'ui.stepProgress.completed', defaultMessage: ' (completed)' },
  recentUpdates: { id: 'ui.toaster.recentUpdates', defaultMessage: 'Recent updates' },
  dismissToast: { id: 'ui.toaster.dismiss', defaultMessage: 'Dismiss: {title}' },
  notFoundTitle: { id: 'ui.errors.notFound.title', defaultMessage: 'Page not found' },
  notFoundText: { id: 'ui.errors.notFound.text', defaultMessage: 'We couldn’t find the page you were looking for.' },
  goToDashboard: { id: 'ui.errors.goToDashboard', defaultMessage: 'Go to dashboard' },
  errorTitle: { id: 'ui.errors.generic.title', defaultMessage: 'Something went wrong' },
  errorText: { id: 'ui.errors.generic.text', defaultMessage: 'Something went wrong. Please try again.' },
  tryAgain: { id: 'ui.errors.tryAgain', defaultMessage: 'Try again' },
  legalNameForm: { id: 'ui.legalName.form', defaultMessage: 'Your legal name' },
  firstName: { id: 'ui.legalName.firstName', defaultMessage: 'First name' },
  middleName: { id: 'ui.legalName.middleName', defaultMessage: 'Middle name (optional)' },
  lastName: { id: 'ui.legalName.lastName', defaultMessage: 'Last name' },
  aboutTerm: { id: 'ui.termHint.about', defaultMessage: 'About {term}' },
  termMark: { id: 'ui.termHint.mark', defaultMessage: '?' },
});
