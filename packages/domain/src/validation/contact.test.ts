import { describe, expect, it } from 'vitest';
import { contactFormSchema, maritalStatusSchema } from './contact';

const HOME = { street1: '1420 Alder Grove Ln', city: 'Sacramento', state: 'CA', zip: '95814' };
const valid = {
  email: 'dana.reyes@example.com',
  phoneNumber: '(415) 555-0134',
  maritalStatus: 'MARRIED',
  ownershipType: 'SOLE',
  mailingSameAsProperty: true,
};
const messages = (input: unknown) =>
  contactFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('start/contact form', () => {
  it('accepts mail to the property and drops an address typed before the box was ticked', () => {
    expect(contactFormSchema.parse({ ...valid, mailingAddress: { street1: 'half typed' } })).toEqual(valid);
  });

  it('accepts another mailing address, in any state', () => {
    const mailingAddress = { ...HOME, state: 'NY' };
    expect(contactFormSchema.parse({ ...valid, mailingSameAsProperty: false, mailingAddress })).toEqual({
      ...valid,
      mailingSameAsProperty: false,
      mailingAddress,
    });
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['no marital status', { maritalStatus: undefined }, [['maritalStatus', 'Please select your marital status']]],
    [
      'an unknown marital status',
      { maritalStatus: 'SINGLE' },
      [['maritalStatus', 'Please select your marital status']],
    ],
    // docs/product/registration-and-routing.md §3: ownership types SOLE, JOINT, TRUST.
    ['no ownership type', { ownershipType: undefined }, [['ownershipType', 'Please tell us how you own your home']]],
    [
      'an unknown ownership type',
      { ownershipType: 'LLC' },
      [['ownershipType', 'Please tell us how you own your home']],
    ],
    ['no email', { email: '' }, [['email', 'Please enter your email']]],
    ['a bad email', { email: 'dana@' }, [['email', 'Please enter a valid email address']]],
    ['no phone', { phoneNumber: '' }, [['phoneNumber', 'Please enter your mobile phone']]],
    ['a phone with country code', { phoneNumber: '(155) 555-0134' }, [['phoneNumber', 'Country code 1 is not needed']]],
    [
      'no mailing choice',
      { mailingSameAsProperty: undefined },
      [['mailingSameAsProperty', 'Please tell us where to send your mail']],
    ],
    [
      'another address left empty',
      { mailingSameAsProperty: false, mailingAddress: { street1: '', city: '', state: '', zip: '' } },
      [
        ['mailingAddress.street1', 'Street address is required'],
        ['mailingAddress.city', 'Please enter a valid city name'],
        ['mailingAddress.state', 'State must be two characters in length'],
        ['mailingAddress.zip', 'Please enter a valid zipcode'],
      ],
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });

  it('takes the three URLA marital statuses', () => {
    for (const status of ['MARRIED', 'SEPARATED', 'UNMARRIED']) expect(maritalStatusSchema.parse(status)).toBe(status);
  });
});
