/**
 * Where the numbers are: a check drawn in text (hidden from screen readers, which get the caption's words) and the
 * other places a bank shows them.
 */
export function CheckHelp() {
  return (
    <details className="bank-help">
      <summary>Where do I find my routing and account numbers?</summary>
      <figure className="bank-help__check">
        <pre aria-hidden="true">
          {[
            '┌──────────────────────────────────────────────────┐',
            '│ PAT SMITH                                  1042  │',
            '│ PAY TO THE ORDER OF ________________  $ ________ │',
            '│                                                  │',
            '│ ⑆121000358⑆   000123456789⑈   1042               │',
            '└──────────────────────────────────────────────────┘',
            '   routing no.    account no.    check no.',
          ].join('\n')}
        </pre>
        <figcaption>
          Along the bottom of a check: first the 9-digit routing number, then your account number, then the check number
          (which you do not need).
        </figcaption>
      </figure>
      <p>
        No checks? Your bank shows both numbers in its app or online banking (often under &quot;Account details&quot; or
        &quot;Direct deposit&quot;), and on your statements. Use the routing number for direct deposits (ACH), not one
        for wire transfers.
      </p>
    </details>
  );
}
