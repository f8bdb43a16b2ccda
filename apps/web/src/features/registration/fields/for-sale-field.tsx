import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { useFieldError } from './use-field-error';

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Whether the property is listed for sale (spec 01 §3); the radios give 'yes' / 'no' (see forSaleFieldSchema). */
export function ForSaleField({ name = 'isListedForSale' }: { name?: string }) {
  const { register } = useFormContext();
  return (
    <RadioGroupField
      {...register(name)}
      legend="Is your property currently listed for sale?"
      options={OPTIONS}
      error={useFieldError(name)}
    />
  );
}
