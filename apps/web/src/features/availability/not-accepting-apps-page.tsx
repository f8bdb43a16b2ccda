import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';

/**
 * /not-accepting-apps (docs/product/registration-and-routing.md §5, docs/product/application-area.md §8): an organisation that requires a referring loan officer sends visitors here
 * when the referrer is missing or invalid.
 */
export function NotAcceptingAppsPage() {
  const org = useOrg();
  const meta = org.orgMetaData;
  const phone = supportPhoneOf(org);
  return (
    <section className="page page--narrow stack" aria-labelledby="not-accepting-title">
      <h1 id="not-accepting-title">Applications by referral only</h1>
      <p>
        {meta.companyName} only accepts applications through a referring loan officer. If a loan officer referred you,
        please use the application link they sent you, or contact them for a new one.
      </p>
      <h2>Questions?</h2>
      <p>
        Call us at <a href={telHref(phone)}>{phone}</a> or e-mail{' '}
        <a href={`mailto:${meta.supportEmail}`}>{meta.supportEmail}</a>.
      </p>
      {meta.supportHours && <p>Support hours: {meta.supportHours}</p>}
    </section>
  );
}
