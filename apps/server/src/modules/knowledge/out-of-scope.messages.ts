/*
 * The subjects no article may answer (out-of-scope.ts), in English, each written like an article's keywords
 * (docs/i18n.md, "Content written in a language"); the Spanish in out-of-scope.messages.es.ts, by the same keys.
 */
export const OUT_OF_SCOPE_SUBJECTS = {
  vehicleLoans: 'car auto vehicle truck boat motorcycle rv loan financing lease dealership',
  studentLoans: 'student loan college tuition school',
  personalLoans: 'personal loan unsecured payday loan installment',
  creditCards: 'credit card card dispute charge chargeback balance transfer stolen card',
  crypto: 'bitcoin crypto cryptocurrency ethereum coin nft',
  investing: 'stock stocks invest investing investment market shares retirement 401k ira broker',
  mortgages:
    'refinance first mortgage purchase mortgage buy a house new home 30 year 15 year fixed mortgage rate preapproval down payment',
  reverseMortgages: 'reverse mortgage seniors annuity',
  taxAdvice: 'tax deductible deduction irs tax return advice accountant write off capital gains',
  insuranceClaims: 'insurance claim homeowners insurance policy flood hail damage adjuster',
  currencyExchange: 'exchange rate currency euro euros pesos dollars wire abroad remittance',
  otherBankAccounts:
    'savings account checking account interest on savings cd certificate of deposit cd rates apy savings rate other bank chase wells fargo bank of america zelle venmo paypal',
  smallTalk: 'weather sports game score lottery powerball joke movie recipe music',
  contractors: 'contractor roofer plumber builder remodel recommend near me',
  legalPapers: 'notarize my will power of attorney affidavit deed transfer divorce papers lawyer',
  propertyMatters:
    'hoa homeowners association property tax appeal assessment zoning permit landlord rent tenant eviction',
  socialMedia: 'social media hacked facebook instagram account password reset',
  jobs: 'job apply for a job career hiring work for you office pets dog',
  realEstate: 'rent or buy real estate agent sell my house listing',
  businessLoans: 'business loan commercial loan small business restaurant sba',
  travelAndTrivia: 'flight hotel travel vacation time zone what time is it ceo president who owns the bank stock price',
  immigration: 'citizenship immigration visa dmv renew',
  everydayBanking: 'debit card atm pin overdraft replace my card open an account online banking login checkbook',
  creditRepair: 'credit repair fix my credit report dispute an error collections improve raise my score',
  debtTrouble: 'bankruptcy foreclosure debt collector garnishment behind on my bills',
  otherInsurance: 'life insurance car insurance health insurance sell insurance quote',
  foodAndPlaces: 'pizza restaurant food coffee best place near',
} satisfies Record<string, string>;
