import { useI18n } from '../../lib/i18n';
import { TermHint } from '../../ui/term-hint';
import { termHintMessages as m } from './term-hints.messages';

const TERMS = {
  apr: [m.aprTerm, m.apr],
  originationFee: [m.originationFeeTerm, m.originationFee],
  cltv: [m.cltvTerm, m.cltv],
  drawPeriod: [m.drawPeriodTerm, m.drawPeriod],
  dates: [m.datesTerm, m.dates],
} as const;

export type ExplainedTerm = keyof typeof TERMS;

/** The hint that explains one of the terms our screens use, in the reader's language. */
export function TermHintFor({ term }: { term: ExplainedTerm }) {
  const { t } = useI18n();
  const [name, explanation] = TERMS[term];
  return <TermHint term={t(name)} explanation={t(explanation)} />;
}
