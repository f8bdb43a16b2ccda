import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';

/** The organisation's support line, e-mail and hours (white-label data of the organisation record). */
export function SupportContact() {
  const org = useOrg();
  const { orgMetaData } = org;
  const phone = supportPhoneOf(org);
  return (
    <p className="application-support">
      Questions? Call us at <a href={telHref(phone)}>{phone}</a>
      {orgMetaData.supportHours ? ` (${orgMetaData.supportHours})` : ''}
      {orgMetaData.supportEmail && (
        <>
          {' '}
          or e-mail <a href={`mailto:${orgMetaData.supportEmail}`}>{orgMetaData.supportEmail}</a>
        </>
      )}
      .
    </p>
  );
}
