import { STATE_NOT_AVAILABLE_MESSAGE } from '@heloc/domain';
import { useSearchParams } from 'react-router';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';

/**
 * /coming-soon (a public path, docs/product/registration-and-routing.md §6). A visitor sent here by registration's waitlist check (`?waitlisted=1`:
 * the property is in a state or area the organisation does not lend in yet) is told so, with the spec's wording, and
 * that their details are on the waitlist. Anyone else learns that online applications are not open yet for this
 * organisation and how to apply by phone meanwhile.
 */
export function ComingSoonPage() {
  const org = useOrg();
  const [params] = useSearchParams();
  const meta = org.orgMetaData;
  const product = meta.productInfo.heloc?.name ?? 'Our home equity line of credit';
  const phone = supportPhoneOf(org);
  const isWaitlisted = params.get('waitlisted') === '1';
  return (
    <section className="page page--narrow stack" aria-labelledby="coming-soon-title">
      {isWaitlisted ? (
        <>
          <h1 id="coming-soon-title">You're on our waitlist</h1>
          <p>{STATE_NOT_AVAILABLE_MESSAGE}</p>
          <p>We saved your details and will email you as soon as {meta.companyName} lends where your property is.</p>
        </>
      ) : (
        <>
          <h1 id="coming-soon-title">Online applications open shortly</h1>
          <p>
            {meta.companyName} is getting {product} ready for online applications. Until then, a loan officer can check
            your rate and start your application with you by phone.
          </p>
          <p>Support hours: {meta.supportHours}.</p>
        </>
      )}
      <p>
        Questions? Call us at <a href={telHref(phone)}>{phone}</a>.
      </p>
    </section>
  );
}
