import {
  AddressFields as SharedAddressFields,
  type AddressFieldsClasses,
} from '../../../shared/address/address-fields';

// The registration's own classes (registration.css): the first step's pre-rendered preview has the same markup.
const REGISTRATION_CLASSES: AddressFieldsClasses = {
  root: 'registration-address',
  row: 'registration-row',
};

/** The property or home address of a registration step, with the lookup typeahead. */
export function AddressFields(props: { prefix: string; streetLabel: string }) {
  return <SharedAddressFields {...props} classes={REGISTRATION_CLASSES} />;
}
