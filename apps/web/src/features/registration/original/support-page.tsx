import { supportPhoneOf, telHref, useOrg } from '../../../lib/org-context';

/** /register/support (original flow, docs/product/registration-and-routing.md §2): how to reach support while registering. Wording is ours. */
export function SupportPage() {
  const org = useOrg();
  const phone = supportPhoneOf(org);
  const meta = org.orgMetaData;
  return (
    <section className="registration-step stack" aria-labelledby="register-support-title">
      <h1 id="register-support-title">Need help with your application?</h1>
      <p>
        Call us at <a href={telHref(phone)}>{phone}</a> or e-mail{' '}
        <a href={`mailto:${meta.supportEmail}`}>{meta.supportEmail}</a>.
      </p>
      {meta.supportHours && <p>Support hours: {meta.supportHours}</p>}
    </section>
  );
}
