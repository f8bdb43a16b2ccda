import { HELOC_OPENING_WAIT_DAYS } from '@heloc/domain';
import type { AbilityToStart } from '@heloc/domain/contracts';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { BASE_PATH, DASHBOARD_PATH } from '../../../lib/public-paths';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { modalsMessages as m } from './modals.messages';

const REASON_MESSAGES = {
  COMPLETED_WAIT_45_DAYS: m.completedWait,
  INQUIRY_APPLICATION: m.inquiryApplication,
  ACTIVE_APPLICATION: m.activeApplication,
} as const;

/**
 * docs/product/registration-and-routing.md §2, §5: the visitor cannot start a new application. Three variants: the 45-day wait after a completed
 * HELOC, contact your loan officer for an inquiry application, and a generic one; Continue leads to /{uuid}.
 */
export function ActiveApplicationModal({
  ability,
  onClose,
}: {
  ability: AbilityToStart | undefined;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { t, longCalendarDate } = useI18n();
  const reason = ability?.reason ?? 'ACTIVE_APPLICATION';
  const target = ability?.activeApplicationUuid ? `${BASE_PATH}/${ability.activeApplicationUuid}` : DASHBOARD_PATH;
  return (
    <Modal
      id="registration-active-application"
      title={t(m.activeApplicationTitle)}
      description={t(REASON_MESSAGES[reason], { days: HELOC_OPENING_WAIT_DAYS })}
      isOpen={ability !== undefined}
      onOpenChange={(open) => !open && onClose()}
      actions={<Button onClick={() => void navigate(target)}>{t(m.continue)}</Button>}
    >
      {reason === 'COMPLETED_WAIT_45_DAYS' && ability?.waitUntil && (
        <p>{t(m.applyAgainFrom, { date: longCalendarDate(ability.waitUntil) })}</p>
      )}
    </Modal>
  );
}
