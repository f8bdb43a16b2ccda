import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { FirstStepWords } from '../first-step/first-step-say';

/** The first step's shared views (loan facts, progress, options) in the app: their texts through the app's catalogue. */
export const useFirstStepWords = (): FirstStepWords => {
  const { t, locale } = useI18n();
  return useMemo(() => ({ say: t, locale }), [t, locale]);
};
