import type { AbilityToStart } from '@heloc/domain/contracts';
import { useNavigate } from 'react-router';
import { BASE_PATH, DASHBOARD_PATH } from '../../../lib/public-paths';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ACTIVE_APPLICATION_MESSAGES, ACTIVE_APPLICATION_TITLE } from '../registration-constants';

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
  const reason = ability?.reason ?? 'ACTIVE_APPLICATION';
  const target = ability?.activeApplicationUuid ? `${BASE_PATH}/${ability.activeApplicationUuid}` : DASHBOARD_PATH;
  return (
    <Modal
      id="registration-active-application"
      title={ACTIVE_APPLICATION_TITLE}
      description={ACTIVE_APPLICATION_MESSAGES[reason]}
      isOpen={ability !== undefined}
      onOpenChange={(open) => !open && onClose()}
      actions={<Button onClick={() => void navigate(target)}>Continue</Button>}
    >
      {reason === 'COMPLETED_WAIT_45_DAYS' && ability?.waitUntil && (
        <p>You can apply again from {ability.waitUntil}.</p>
      )}
    </Modal>
  );
}
