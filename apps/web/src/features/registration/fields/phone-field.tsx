import { cleanPhone, COUNTRIES, formatPhoneInput, nationalPhoneLength, normalizePhone } from '@heloc/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { fieldsMessages as m } from './fields.messages';
import { useShownFieldError } from './use-shown-field-error';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.countryCode, label: `${c.country} (${c.callingCode})` }));

/**
 * Mobile phone with its country (docs/product/widgets-and-calculations.md §5): formatted as typed for the chosen country and limited to its national
 * formatted length; default country US. Form fields: phoneNumber, phoneCountry.
 */
export function PhoneField() {
  const { register, control } = useFormContext();
  const { t } = useI18n();
  const country = (useWatch({ control, name: 'phoneCountry' }) as string | undefined) || 'US';
  const phone = register('phoneNumber', {
    onChange: (event: { target: HTMLInputElement }) => {
      // docs/product/widgets-and-calculations.md §9: a pasted '+1 (555) 123-4567' is cleaned (spaces, parentheses,
      // hyphens) and normalised to its 10 digits before it is formatted; a typed leading 1 is left to be refused.
      const cleaned = cleanPhone(event.target.value);
      const typed = /^\+1\d{10}$/.test(cleaned) ? normalizePhone(cleaned) : event.target.value;
      event.target.value = formatPhoneInput(typed, country);
    },
  });
  const error = useShownFieldError('phoneNumber');
  return (
    <div className="registration-row registration-phone">
      <SelectField
        {...register('phoneCountry')}
        label={t(m.country)}
        options={COUNTRY_OPTIONS}
        autoComplete="tel-country-code"
      />
      <TextField
        {...phone}
        label={t(m.mobilePhone)}
        type="tel"
        isRequired
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={nationalPhoneLength(country)}
        error={error}
      />
    </div>
  );
}
