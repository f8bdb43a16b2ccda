import { OCCUPANCY_TYPES, type OccupancyType } from '@heloc/domain';
import { useFormContext } from 'react-hook-form';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { useFieldError } from './use-field-error';

// Labels are ours; the values are spec 01 §3's.
const OCCUPANCY_LABELS: Record<OccupancyType, string> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};
const OCCUPANCY_OPTIONS = OCCUPANCY_TYPES.map((value) => ({ value, label: OCCUPANCY_LABELS[value] }));

/** How the property is used (spec 01 §3, §5: 'Please select an occupancy type'). */
export function OccupancyField({ name = 'propertyAddress.occupancyType' }: { name?: string }) {
  const { register } = useFormContext();
  return (
    <RadioGroupField
      {...register(name)}
      legend="How do you use this property?"
      options={OCCUPANCY_OPTIONS}
      error={useFieldError(name)}
    />
  );
}
