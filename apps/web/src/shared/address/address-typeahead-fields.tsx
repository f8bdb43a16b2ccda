import { AddressFields, type AddressFieldsClasses } from './address-fields';
import './address-fields.css';

const APPLICATION_CLASSES: AddressFieldsClasses = {
  root: 'address-fields stack',
  row: 'address-fields__row',
};

/** An address of the application area (the mailing address of start/contact, the corrected property address). */
export function AddressTypeaheadFields(props: { prefix: string; streetLabel: string }) {
  return <AddressFields {...props} classes={APPLICATION_CLASSES} />;
}
