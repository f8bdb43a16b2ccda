/** Mailed offer codes (docs/product/registration-and-routing.md §3 Offer code record). Fictional people; codes are upper case. */
export const seedOfferCodes = [
  {
    code: 'SUMMIT100',
    org_code: 'summit',
    first_name: 'Avery',
    last_name: 'Collins',
    in_home_date: '2026-01-05',
    respond_by_date: '2026-12-31',
    street1: '1200 Barton Springs Rd',
    street2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78704',
  },
  {
    code: 'SUMMIT200',
    org_code: 'summit',
    first_name: 'Jordan',
    last_name: 'Reyes',
    in_home_date: '2026-01-05',
    respond_by_date: '2026-12-31',
    street1: '45 Peachtree Pl',
    street2: 'Apt 3',
    city: 'Atlanta',
    state: 'GA',
    zip: '30309',
  },
  {
    code: 'LAKESHORE1',
    org_code: 'lakeshorecu',
    first_name: 'Morgan',
    last_name: 'Lindqvist',
    in_home_date: '2026-02-01',
    respond_by_date: '2026-12-31',
    street1: '88 Lakeshore Dr',
    street2: null,
    city: 'Grand Rapids',
    state: 'MI',
    zip: '49503',
  },
];

/** Affiliate prefill records (docs/product/registration-and-routing.md §3 Affiliate prepopulation data), keyed by the token in the affiliate link. */
export const seedPrepopRecords = [
  {
    token: 'prepop-demo-1',
    org_code: 'summit',
    data: {
      name: { firstName: 'Riley', middleName: null, lastName: 'Nguyen', suffix: null },
      address: { street1: '700 Congress Ave', street2: null, city: 'Austin', state: 'TX', zip: '78701' },
      dob: { day: 14, month: 6, year: 1979 },
      email: 'riley.nguyen@example.com',
      phone: '5125550199',
      income: 145000,
      affiliates: ['credit-karma-demo'],
      abVersion: 'A',
    },
  },
  {
    token: 'prepop-demo-2',
    org_code: 'summit',
    data: {
      name: { firstName: 'Sam', middleName: 'J', lastName: 'Okafor', suffix: 'JR' },
      address: null,
      dob: null,
      email: 'sam.okafor@example.com',
      phone: null,
      income: null,
      affiliates: ['lending-tree-demo'],
      abVersion: null,
    },
  },
];

/** docs/product/registration-and-routing.md §5: disaster zips that need a post-disaster inspection ('*' = every organisation; LA County fires). */
export const seedExcludedZips = [
  { org_code: '*', zip: '90265', reason: 'Wildfire disaster area (post-disaster inspection required)' },
  { org_code: '*', zip: '90272', reason: 'Wildfire disaster area (post-disaster inspection required)' },
  { org_code: '*', zip: '91001', reason: 'Wildfire disaster area (post-disaster inspection required)' },
];
