import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../../lib/i18n';
import { supportPhoneOf, telHref, useOrg } from '../../../lib/org-context';
import { originalMessages as m } from './original.messages';

/** /register/support (original flow, docs/product/registration-and-routing.md §2): how to reach support while registering. Wording is ours. */
export function SupportPage() {
  const org = useOrg();
  const { t, rich } = useI18n();
  const phone = supportPhoneOf(org);
  const meta = org.orgMetaData;
  return (
    <section className="registration-step stack" aria-labelledby="register-support-title">
      <h1 id="register-support-title">{t(m.supportTitle)}</h1>
      <p>
        {rich(m.supportContact as MessageDescriptor, {
          phone,
          email: meta.supportEmail,
          call: (chunks: ReactNode[]) => <a href={telHref(phone)}>{chunks}</a>,
          mail: (chunks: ReactNode[]) => <a href={`mailto:${meta.supportEmail}`}>{chunks}</a>,
        })}
      </p>
      {meta.supportHours && <p>{t(m.supportHours, { hours: meta.supportHours })}</p>}
    </section>
  );
}
