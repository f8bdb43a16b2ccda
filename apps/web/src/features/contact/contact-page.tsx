import { businessHoursLine, useDepartmentHours } from '../../shared/operating-hours';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { isFlagOn } from '../../lib/flags';
import { useFlags } from '../../lib/use-flags';

/**
 * /contact (docs/product/application-area.md §2.3's platform link): how to reach the lender, from the organisation
 * record and the phone line's hours (docs/product/chat.md §2). The platform's contact page is the main site's; this
 * app serves it so the link leads somewhere for every organisation (docs/decisions.md "Platform links").
 */
export function ContactPage() {
  const org = useOrg();
  const meta = org.orgMetaData;
  const phone = supportPhoneOf(org);
  const hours = useDepartmentHours(org.orgCode, 'OPS_PHONE');
  const hoursLine = (hours.data && businessHoursLine(hours.data.weekdays)) ?? meta.supportHours;
  const hasChat = isFlagOn(useFlags(), 'webchat');

  return (
    <section className="page page--narrow stack" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact us</h1>
      <p className="page__lead">Questions about your application or your line? {meta.companyName} is here to help.</p>
      <dl className="stack">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
            {hoursLine ? ` (${hoursLine})` : ''}
          </dd>
        </div>
        {meta.supportEmail && (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${meta.supportEmail}`}>{meta.supportEmail}</a>
            </dd>
          </div>
        )}
        {meta.mailingAddress && (
          <div>
            <dt>Mail</dt>
            <dd>{meta.mailingAddress}</dd>
          </div>
        )}
      </dl>
      {hasChat && <p>You can also chat with us: use the chat button at the bottom of any page.</p>}
      <p>
        {meta.companyName} NMLS #{meta.nmls}
      </p>
    </section>
  );
}
