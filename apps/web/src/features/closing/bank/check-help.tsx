import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';

/**
 * Where the numbers are: a check drawn in text (hidden from screen readers, which get the caption's words) and the
 * other places a bank shows them.
 */
export function CheckHelp() {
  const { t } = useI18n();
  return (
    <details className="bank-help">
      <summary>{t(m.checkHelpSummary)}</summary>
      <figure className="bank-help__check">
        <pre aria-hidden="true">
          {[
            '┌──────────────────────────────────────────────────┐',
            '│ PAT SMITH                                  1042  │',
            '│ PAY TO THE ORDER OF ________________  $ ________ │',
            '│                                                  │',
            '│ ⑆121000358⑆   000123456789⑈   1042               │',
            '└──────────────────────────────────────────────────┘',
            `   ${t(m.checkRoutingNo).padEnd(15)}${t(m.checkAccountNo).padEnd(15)}${t(m.checkCheckNo)}`,
          ].join('\n')}
        </pre>
        <figcaption>{t(m.checkHelpCaption)}</figcaption>
      </figure>
      <p>{t(m.checkHelpNoChecks)}</p>
    </details>
  );
}
