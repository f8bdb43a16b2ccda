import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { useFirstStepWords } from '../flow/use-first-step-words';
import { OCCUPANCY_LEGEND, OCCUPANCY_OPTIONS, optionsIn } from './field-options';
import { useShownFieldError } from './use-shown-field-error';

/** How the property is used (docs/product/registration-and-routing.md §3, §5: 'Please select an occupancy type'). */
export function OccupancyField({ name = 'propertyAddress.occupancyType' }: { name?: string }) {
  const { register } = useFormContext();
  const { say } = useFirstStepWords();
  return (
    <RadioGroupField
      {...register(name)}
      legend={say(OCCUPANCY_LEGEND)}
      options={optionsIn(say, OCCUPANCY_OPTIONS)}
      error={useShownFieldError(name)}
    />
  );
}
