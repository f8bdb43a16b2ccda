import { termsLinkLabel } from '@heloc/domain';
import { useI18n } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { licensedStatesOf, useOrgText } from '../../ui/org-text';
import { legalMessages as m } from './legal.messages';

export type LegalKind = 'terms' | 'privacy' | 'communications' | 'licenses';

const TITLES = {
  privacy: m.privacy,
  communications: m.communications,
  licenses: m.licenses,
} as const;

/**
 * The fallback legal pages (docs/product/widgets-and-calculations.md §2: /terms, /privacy, /communications, /licenses) with the organisation's own text
 * (orgMetaData.legal, in the language being read when the organisation wrote it in it: docs/i18n.md). Blank lines
 * separate paragraphs.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const org = useOrg();
  const { t } = useI18n();
  const meta = org.orgMetaData;
  const texts = useOrgText();
  const title =
    kind === 'terms'
      ? t(termsLinkLabel(org.orgCode) === 'Terms of Use' ? m.termsOfUse : m.termsOfService)
      : t(TITLES[kind]);
  const paragraphs = texts.legal[kind].split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const licensed = licensedStatesOf(org);
  return (
    <article className="page" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="page__lead">{meta.companyName}</p>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {kind === 'licenses' && (
        <>
          <p>{t(m.nmls, { nmls: meta.nmls })}</p>
          <p>{t(licensed.moreToCome ? m.licensedInMoreToCome : m.licensedIn, { states: licensed.states })}</p>
        </>
      )}
    </article>
  );
}
