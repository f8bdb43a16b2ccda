import type { SmsConsentType } from '@heloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../ui/checkbox-field';
import { consentPromptQueryOptions } from '../api/get-consent-prompt';

const FIELD_OF: Record<SmsConsentType, 'smsMarketingConsent' | 'smsTransactionalConsent'> = {
  SMS: 'smsMarketingConsent',
  SMS_TRANSACTIONAL: 'smsTransactionalConsent',
};

function SmsConsent({ consentType }: { consentType: SmsConsentType }) {
  const { register } = useFormContext();
  const prompt = useQuery(consentPromptQueryOptions(consentType));
  // Optional consents (docs/product/widgets-and-calculations.md §5): without its prompt wording a consent is simply not offered.
  if (!prompt.data) return null;
  return <CheckboxField {...register(FIELD_OF[consentType])} label={prompt.data.text} />;
}

export interface SmsConsentsProps {
  /** The transactional SMS consent is asked only with the sms-transactional-consent flag on. */
  showTransactional: boolean;
}

/** The optional SMS marketing and transactional consents, worded by the server's prompts (docs/product/registration-and-routing.md §7). */
export function SmsConsents({ showTransactional }: SmsConsentsProps) {
  return (
    <div className="registration-consents">
      <SmsConsent consentType="SMS" />
      {showTransactional && <SmsConsent consentType="SMS_TRANSACTIONAL" />}
    </div>
  );
}
