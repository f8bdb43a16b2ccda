import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { LOGIN_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { modalsMessages as m } from './modals.messages';

export interface AccountExistsModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where login returns to: the start of the flow, whose steps keep the draft (a signed-in visitor skips some). */
  returnTo: string;
}

/** docs/product/registration-and-routing.md §2, §8: identity creation answered 401, the account exists: Login. */
export function AccountExistsModal({ isOpen, onClose, returnTo }: AccountExistsModalProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useI18n();
  const login = () =>
    void navigate(redirectTarget(`${LOGIN_PATH}?redirectUrl=${encodeURIComponent(returnTo)}`, search));
  return (
    <Modal
      id="registration-account-exists"
      title={t(m.accountExistsTitle)}
      description={t(m.accountExistsMessage)}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      actions={<Button onClick={login}>{t(m.login)}</Button>}
    />
  );
}
