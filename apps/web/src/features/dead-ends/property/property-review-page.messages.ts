import { defineMessages } from '../../../lib/i18n/define-messages';

/** review-app/property (docs/product/registration-and-routing.md §4) in the person's language. */
export const propertyReviewMessages = defineMessages({
  loading: { id: 'deadEnds.property.loading', defaultMessage: 'Loading' },
  correctTitle: { id: 'deadEnds.property.correctTitle', defaultMessage: 'Correct your property address' },
  correctLead: {
    id: 'deadEnds.property.correctLead',
    defaultMessage:
      'None of the properties we found at {address} is yours. Correct the address as it appears on your property tax bill or deed, with the unit if there is one, and we will search again.',
  },
  notFoundTitle: { id: 'deadEnds.property.notFoundTitle', defaultMessage: 'We could not find your property' },
  notFoundLead: {
    id: 'deadEnds.property.notFoundLead',
    defaultMessage:
      'Public records show no property at {address}. This is usually a small difference in the street name, the unit or the ZIP code. Correct the address as it appears on your property tax bill or deed, and we will search again.',
  },
  addressGiven: { id: 'deadEnds.property.addressGiven', defaultMessage: 'the address you gave' },
  stillTitle: { id: 'deadEnds.property.stillTitle', defaultMessage: 'We still could not find it' },
  stillBody: {
    id: 'deadEnds.property.stillBody',
    defaultMessage:
      'Public records show no property at this address either. Check it against your property tax bill, or call us: a specialist can find your property with you and continue your application.',
  },
  streetLabel: { id: 'deadEnds.property.streetLabel', defaultMessage: 'Property street address' },
  searching: { id: 'deadEnds.property.searching', defaultMessage: 'Searching' },
  searchAgain: { id: 'deadEnds.property.searchAgain', defaultMessage: 'Search again' },
  backToFound: { id: 'deadEnds.property.backToFound', defaultMessage: 'Back to the properties found' },
  sameState: {
    id: 'deadEnds.property.sameState',
    defaultMessage:
      'The property must stay in the same state. To apply for a property in another state, start a new application.',
  },
  chooseError: { id: 'deadEnds.property.chooseError', defaultMessage: 'Please choose your property' },
  chooseTitle: { id: 'deadEnds.property.chooseTitle', defaultMessage: 'Which property is yours?' },
  chooseLead: {
    id: 'deadEnds.property.chooseLead',
    defaultMessage:
      'Public records show more than one property at your address, for example the units of a duplex. Choose the one you are borrowing against; the parcel number is on your property tax bill.',
  },
  found: { id: 'deadEnds.property.found', defaultMessage: 'Properties found' },
  owner: { id: 'deadEnds.property.owner', defaultMessage: 'Owner of record: {owner}' },
  ownerUnknown: { id: 'deadEnds.property.ownerUnknown', defaultMessage: 'not shown in public records' },
  parcel: { id: 'deadEnds.property.parcel', defaultMessage: 'Parcel number: {apn}' },
  saving: { id: 'deadEnds.property.saving', defaultMessage: 'Saving' },
  continue: { id: 'deadEnds.property.continue', defaultMessage: 'Continue with this property' },
  noneTitle: { id: 'deadEnds.property.noneTitle', defaultMessage: 'None of these is yours?' },
  noneBody: {
    id: 'deadEnds.property.noneBody',
    defaultMessage:
      'Correct your address and we will search again, or call us and a specialist will find your property with you.',
  },
  correctMine: { id: 'deadEnds.property.correctMine', defaultMessage: 'Correct my address' },
});
