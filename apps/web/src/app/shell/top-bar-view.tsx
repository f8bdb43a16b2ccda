import { isCompanyNamedInLogoAlt, type Organization } from '@heloc/domain';
import type { AriaAttributes, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { supportPhoneOf, telHref } from '../../lib/org-context';
import { shellMessages as m } from './shell.messages';

/** A handset glyph; decorative, as the link names itself. */
function PhoneIcon() {
  return (
    <svg
      className="top-bar__phone-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.3 1l-2.2 2.2z"
      />
    </svg>
  );
}

interface HomeLinkProps {
  className: string;
  children: ReactNode;
}

/**
 * The top bar's markup: brand (a link home), the language chooser, support phone and `action` (Login or the account menu). Shared by the
 * app's TopBar and the first screen shown before the app has loaded, which links with plain anchors.
 */
export function TopBarView({
  org,
  renderHomeLink,
  action,
  chooser,
  nameHiddenToken,
  say = (message) => String(message.defaultMessage),
}: {
  org: Organization;
  renderHomeLink: (props: HomeLinkProps) => ReactNode;
  action?: ReactNode;
  /** The language chooser (language-chooser.tsx), before the phone link. */
  chooser?: ReactNode;
  /**
   * Its texts in the person's language: the app's `t`; the first screen's own formatter (it loads no react-intl);
   * English by default.
   */
  say?: (message: MessageDescriptor) => string;
  /** For markup rendered before the organisation is known: a {{token}} the server replaces with true or false. */
  nameHiddenToken?: string;
}) {
  const t = say;
  const phone = supportPhoneOf(org);
  const { companyName } = org.orgMetaData;
  // When the logo's alt text already names the company, the visible name is not read a second time; markup rendered
  // ahead of the organisation (prerender.tsx) leaves that to a token.
  const nameHidden = (nameHiddenToken as AriaAttributes['aria-hidden']) ?? (isCompanyNamedInLogoAlt(org) || undefined);

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        {renderHomeLink({
          className: 'top-bar__brand',
          children: (
            <>
              <img className="top-bar__logo" src={org.orgBrand.logoUrl} alt={org.orgBrand.logoAlt} />
              <span className="top-bar__name" data-testid="org-name" aria-hidden={nameHidden}>
                {companyName}
              </span>
            </>
          ),
        })}
        <nav aria-label={t(m.accountNav)} className="row top-bar__nav">
          {chooser}
          <a className="top-bar__phone" href={telHref(phone)} data-testid="support-phone">
            <PhoneIcon />
            <span className="ui-visually-hidden">{t(m.callSupportAt)}</span>
            <span className="top-bar__phone-number">{phone}</span>
          </a>
          {action}
        </nav>
      </div>
    </header>
  );
}
