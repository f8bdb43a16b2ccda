import { useI18n } from '../../lib/i18n';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { applicationStatusMessages as m } from './application-status.messages';

/** The organisation's support line, e-mail and hours (white-label data of the organisation record). */
export function SupportContact() {
  const org = useOrg();
  const { orgMetaData } = org;
  const phone = supportPhoneOf(org);
  const { t, rich } = useI18n();
  const email = orgMetaData.supportEmail;
  return (
    <p className="application-support">
      {rich(m.supportCall, {
        phone,
        tel: (chunks) => <a href={telHref(phone)}>{chunks}</a>,
        hours: orgMetaData.supportHours ? t(m.supportHours, { hours: orgMetaData.supportHours }) : '',
        email: email
          ? rich(m.supportEmail, {
              email,
              mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
            })
          : '',
      })}
    </p>
  );
}
