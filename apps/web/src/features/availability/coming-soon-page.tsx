import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';

/** /coming-soon: the product is not open yet for this organisation. */
export function ComingSoonPage() {
  const org = useOrg();
  const meta = org.orgMetaData;
  const product = meta.productInfo.heloc?.name ?? 'Our home equity line of credit';
  const phone = supportPhoneOf(org);
  return (
    <section className="page page--narrow stack" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">Coming soon</h1>
      <p>
        {product} from {meta.companyName} is coming soon. Please check back shortly.
      </p>
      <p>
        Questions? Call us at <a href={telHref(phone)}>{phone}</a>.
      </p>
    </section>
  );
}
