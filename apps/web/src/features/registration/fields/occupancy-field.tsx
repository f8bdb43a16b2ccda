import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { OCCUPANCY_LEGEND, OCCUPANCY_OPTIONS } from './field-options';
import { useFieldError } from '../../../ui/use-field-error';

/** How the property is used (docs/product/registration-and-routing.md §3, §5: 'Please select an occupancy type'). */
export function OccupancyField({ name = 'propertyAddress.occupancyType' }: { name?: string }) {
  const { register } = useFormContext();
  return (
    <RadioGroupField
      {...register(name)}
      legend={OCCUPANCY_LEGEND}
      options={OCCUPANCY_OPTIONS}
      error={useFieldError(name)}
    />
  );
}
