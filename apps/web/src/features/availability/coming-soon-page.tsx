import { STATE_NOT_AVAILABLE_MESSAGE } from '@heloc/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { useOrgText } from '../../ui/org-text';
import { availabilityMessages as m } from './availability.messages';

/**
 * /coming-soon (a public path, docs/product/registration-and-routing.md §6). A visitor sent here by registration's waitlist check (`?waitlisted=1`:
 * the property is in a state or area the organisation does not lend in yet) is told so, with the spec's wording, and
 * that their details are on the waitlist. Anyone else learns that online applications are not open yet for this
 * organisation and how to apply by phone meanwhile.
 */
export function ComingSoonPage() {
  const org = useOrg();
  const { t, localize, rich } = useI18n();
  const [params] = useSearchParams();
  const meta = org.orgMetaData;
  const texts = useOrgText();
  const product = texts.productInfo.heloc?.name ?? t(m.defaultProduct);
  const phone = supportPhoneOf(org);
  const isWaitlisted = params.get('waitlisted') === '1';
  const company = meta.companyName;
  const tel = (chunks: ReactNode[]) => <a href={telHref(phone)}>{chunks}</a>;

  return (
    <section className="page page--narrow stack" aria-labelledby="coming-soon-title">
      {isWaitlisted ? (
        <>
          <h1 id="coming-soon-title">{t(m.waitlistTitle)}</h1>
          <p>{localize(STATE_NOT_AVAILABLE_MESSAGE)}</p>
          <p>{t(m.waitlistSaved, { company })}</p>
        </>
      ) : (
        <>
          <h1 id="coming-soon-title">{t(m.openingTitle)}</h1>
          <p>{t(m.opening, { company, product })}</p>
          <p>{t(m.supportHoursSentence, { hours: texts.supportHours })}</p>
        </>
      )}
      <p>{rich(m.questionsCall, { phone, tel })}</p>
    </section>
  );
}
