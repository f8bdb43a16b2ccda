import { legalLinks } from '@heloc/domain';
import { useFormContext } from 'react-hook-form';
import { useOrg } from '../../../lib/org-context';
import { CheckboxField } from '../../../ui/checkbox-field';
import { useFieldError } from '../../../ui/use-field-error';

/**
 * The consents that must both be given (docs/product/widgets-and-calculations.md §5): terms and privacy, and electronic communications. The link
 * targets and the terms label come from the organisation (docs/product/widgets-and-calculations.md §2). Sentence wording is ours.
 */
export function TermsConsents() {
  const { register } = useFormContext();
  const links = legalLinks(useOrg());
  const errors = { terms: useFieldError('termPrivacyConsent'), communications: useFieldError('communicationConsent') };
  const external = { target: '_blank', rel: 'noreferrer' } as const;
  return (
    <div className="registration-consents">
      <CheckboxField
        {...register('termPrivacyConsent')}
        error={errors.terms}
        label={
          <>
            I agree to the{' '}
            <a href={links.terms} {...external}>
              {links.termsLabel}
            </a>{' '}
            and the{' '}
            <a href={links.privacy} {...external}>
              Privacy Policy
            </a>
            .
          </>
        }
      />
      <CheckboxField
        {...register('communicationConsent')}
        error={errors.communications}
        label={
          <>
            I agree to receive{' '}
            <a href={links.communications} {...external}>
              communications electronically
            </a>
            .
          </>
        }
      />
    </div>
  );
}
