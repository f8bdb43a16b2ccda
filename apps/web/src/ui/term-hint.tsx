import { lazy, Suspense, useEffect } from 'react';
import { useI18n } from '../lib/i18n';
import { whenIdle } from '../lib/when-idle';
import { uiMessages as m } from './ui.messages';
import './term-hint.css';

export interface TermHintProps {
  /** The term explained, as the screen shows it ("APR"): the button reads "About APR". */
  term: string;
  /** What the term means, in the reader's language. */
  explanation: string;
}

// Radix Tooltip and Popover (and their positioning) load once a hint is on screen, fetched when the browser is idle,
// so the screens that explain a term are usable before it arrives (as `modal.tsx` does for the dialog).
const loadPopup = () => import('./term-hint-popup');
const TermHintPopup = lazy(() => loadPopup().then((module) => ({ default: module.TermHintPopup })));

/** A small "?" button beside a term that explains it in a tooltip (hover, focus) and a popover (click, tap, Enter). */
export function TermHint({ term, explanation }: TermHintProps) {
  const { t } = useI18n();
  const buttonLabel = t(m.aboutTerm, { term });
  useEffect(() => whenIdle(() => void loadPopup().catch(() => {}), { timeoutMs: 3000, fallbackMs: 1000 }), []);
  return (
    <Suspense
      fallback={
        <button type="button" className="ui-term-hint" aria-label={buttonLabel} aria-disabled="true">
          <span aria-hidden="true">{t(m.termMark)}</span>
        </button>
      }
    >
      <TermHintPopup term={term} explanation={explanation} buttonLabel={buttonLabel} mark={t(m.termMark)} />
    </Suspense>
  );
}
