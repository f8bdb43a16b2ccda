import { licensedStatesLine, termsLinkLabel } from '@heloc/domain';
import { useOrg } from '../../lib/org-context';

export type LegalKind = 'terms' | 'privacy' | 'communications' | 'licenses';

const TITLES: Record<Exclude<LegalKind, 'terms'>, string> = {
  privacy: 'Privacy Policy',
  communications: 'Electronic Communications Policy',
  licenses: 'Licenses',
};

/**
 * The fallback legal pages (docs/product/widgets-and-calculations.md §2: /terms, /privacy, /communications, /licenses) with the organisation's own text
 * (orgMetaData.legal). Blank lines separate paragraphs.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const org = useOrg();
  const meta = org.orgMetaData;
  const title = kind === 'terms' ? termsLinkLabel(org.orgCode) : TITLES[kind];
  const paragraphs = meta.legal[kind].split(/\n\s*\n/).filter((p) => p.trim() !== '');

  return (
    <article className="page" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="page__lead">{meta.companyName}</p>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {kind === 'licenses' && (
        <>
          <p>NMLS #{meta.nmls}</p>
          <p>{licensedStatesLine(org)}</p>
        </>
      )}
    </article>
  );
}
