import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { useFirstStepWords } from '../flow/use-first-step-words';
import { FOR_SALE_LEGEND, FOR_SALE_OPTIONS, optionsIn } from './field-options';
import { useShownFieldError } from './use-shown-field-error';

/** Whether the property is listed for sale (docs/product/registration-and-routing.md §3); the radios give 'yes' / 'no' (see forSaleFieldSchema). */
export function ForSaleField({ name = 'isListedForSale' }: { name?: string }) {
  const { register } = useFormContext();
  const { say } = useFirstStepWords();
  return (
    <RadioGroupField
      {...register(name)}
      legend={say(FOR_SALE_LEGEND)}
      options={optionsIn(say, FOR_SALE_OPTIONS)}
      error={useShownFieldError(name)}
    />
  );
}
