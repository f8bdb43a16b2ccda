import { useBusinessHoursLine, useDepartmentHours } from '../../shared/operating-hours';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { isFlagOn } from '../../lib/flags';
import { useFlags } from '../../lib/use-flags';
import { useI18n } from '../../lib/i18n';
import { contactMessages as m } from './contact-page.messages';

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
  const businessHoursLine = useBusinessHoursLine();
  const hoursLine = (hours.data && businessHoursLine(hours.data.weekdays)) ?? meta.supportHours;
  const hasChat = isFlagOn(useFlags(), 'webchat');
  const { t } = useI18n();
  const company = meta.companyName;

  return (
    <section className="page page--narrow stack" aria-labelledby="contact-title">
      <h1 id="contact-title">{t(m.title)}</h1>
      <p className="page__lead">{t(m.lead, { company })}</p>
      <dl className="stack">
        <div>
          <dt>{t(m.phone)}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
            {hoursLine ? t(m.hours, { hours: hoursLine }) : ''}
          </dd>
        </div>
        {meta.supportEmail && (
          <div>
            <dt>{t(m.email)}</dt>
            <dd>
              <a href={`mailto:${meta.supportEmail}`}>{meta.supportEmail}</a>
            </dd>
          </div>
        )}
        {meta.mailingAddress && (
          <div>
            <dt>{t(m.mail)}</dt>
            <dd>{meta.mailingAddress}</dd>
          </div>
        )}
      </dl>
      {hasChat && <p>{t(m.chat)}</p>}
      <p>{t(m.nmls, { company, nmls: meta.nmls })}</p>
    </section>
  );
}
