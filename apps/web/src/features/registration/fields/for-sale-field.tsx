import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { FOR_SALE_LEGEND, FOR_SALE_OPTIONS } from './field-options';
import { useFieldError } from '../../../ui/use-field-error';

/** Whether the property is listed for sale (docs/product/registration-and-routing.md §3); the radios give 'yes' / 'no' (see forSaleFieldSchema). */
export function ForSaleField({ name = 'isListedForSale' }: { name?: string }) {
  const { register } = useFormContext();
  return (
    <RadioGroupField
      {...register(name)}
      legend={FOR_SALE_LEGEND}
      options={FOR_SALE_OPTIONS}
      error={useFieldError(name)}
    />
  );
}
