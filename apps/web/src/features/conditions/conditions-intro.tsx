import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { Spinner } from '../../ui/spinner';
import { applicantConditionsMessages as m } from './applicant-conditions.messages';

/** The id of the list's heading, which its page is labelled by. */
export const CONDITIONS_TITLE_ID = 'conditions-title';

/** The page every conditions screen of the applicant is drawn in, labelled by the screen's heading. */
export function ConditionsSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby={titleId}>
      {children}
    </section>
  );
}

/**
 * The conditions screen's heading and lead, drawn by the screen and by its preview (conditions-preview.tsx) alike.
 * The lead names no count, so the preview can show it before the conditions are read; the list below counts them.
 */
export function ConditionsTitle() {
  const { t } = useI18n();
  return <h1 id={CONDITIONS_TITLE_ID}>{t(m.listTitle)}</h1>;
}

export function ConditionsLead() {
  const { t } = useI18n();
  return <p className="page__lead">{t(m.listLead)}</p>;
}

/**
 * The screen while its conditions load, as the server's preview draws it; the app's list draws the same while it
 * loads (shared/conditions/condition-list.tsx), so the swap changes nothing.
 */
export function ConditionsLoading() {
  const { t } = useI18n();
  return (
    <ConditionsSection titleId={CONDITIONS_TITLE_ID}>
      <ConditionsTitle />
      <ConditionsLead />
      <Spinner label={t(m.loadingList)} size="lg" />
    </ConditionsSection>
  );
}
