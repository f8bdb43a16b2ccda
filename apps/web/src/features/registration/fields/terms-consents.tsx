import { legalLinks } from '@heloc/domain';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../../lib/i18n';
import { useOrg } from '../../../lib/org-context';
import { CheckboxField } from '../../../ui/checkbox-field';
import { fieldsMessages as m } from './fields.messages';
import { useShownFieldError } from './use-shown-field-error';

/**
 * The consents that must both be given (docs/product/widgets-and-calculations.md §5): terms and privacy, and electronic communications. The link
 * targets and the terms label come from the organisation (docs/product/widgets-and-calculations.md §2). Sentence wording is ours.
 */
export function TermsConsents() {
  const { register } = useFormContext();
  const { rich, t } = useI18n();
  const links = legalLinks(useOrg());
  const errors = {
    terms: useShownFieldError('termPrivacyConsent'),
    communications: useShownFieldError('communicationConsent'),
  };
  const external = { target: '_blank', rel: 'noreferrer' } as const;
  return (
    <div className="registration-consents">
      <CheckboxField
        {...register('termPrivacyConsent')}
        error={errors.terms}
        label={rich(m.termsConsent as MessageDescriptor, {
          termsLabel: t(links.termsLabel === 'Terms of Use' ? m.termsOfUse : m.termsOfService),
          terms: (chunks: ReactNode[]) => (
            <a href={links.terms} {...external}>
              {chunks}
            </a>
          ),
          privacy: (chunks: ReactNode[]) => (
            <a href={links.privacy} {...external}>
              {chunks}
            </a>
          ),
        })}
      />
      <CheckboxField
        {...register('communicationConsent')}
        error={errors.communications}
        label={rich(m.communicationsConsent as MessageDescriptor, {
          link: (chunks: ReactNode[]) => (
            <a href={links.communications} {...external}>
              {chunks}
            </a>
          ),
        })}
      />
    </div>
  );
}
