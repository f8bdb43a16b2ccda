import { DEFAULT_SUPPORT_PHONE, supportPhoneOf, telHref, useOptionalOrg } from '../../lib/org-context';
import { Button } from '../../ui/button';

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: the generic fallback text. */
export const SNAG_TITLE = 'Sorry, looks like we have hit a snag!';

/**
 * Last-resort screen (the shell itself failed): Try again, support phone and e-mail. Works without organisation data
 * (default phone, no e-mail).
 */
export function SnagFallback() {
  const org = useOptionalOrg();
  const phone = org ? supportPhoneOf(org) : DEFAULT_SUPPORT_PHONE;
  const email = org?.orgMetaData.supportEmail;
  return (
    <main className="app-main" id="main">
      <section className="page page--narrow stack" aria-labelledby="snag-title">
        <h1 id="snag-title">{SNAG_TITLE}</h1>
        <p>Please try again. If the problem continues, our support team is here to help.</p>
        <p>
          Call <a href={telHref(phone)}>{phone}</a>
          {email && (
            <>
              {' '}
              or e-mail <a href={`mailto:${email}`}>{email}</a>
            </>
          )}
          .
        </p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </section>
    </main>
  );
}
