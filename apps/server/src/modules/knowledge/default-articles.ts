/**
 * The chatbot's first articles, written once into each organisation the first time its articles are read
 * (docs/product/chat.md §3); admins edit them in the console afterwards. Our own words about this product, with the
 * figures of docs/product/widgets-and-calculations.md §1 and §9, the steps of docs/product/application-area.md §2.5
 * and the conditions of its §4.1, and the right to cancel and funding of docs/decisions.md.
 */
export interface DefaultArticle {
  /** Stable name: the same slug is never written twice for an organisation. */
  slug: string;
  title: string;
  /** Words a borrower may use for the subject that the title and body do not. */
  keywords: string;
  /** What the chatbot answers, plain text. */
  body: string;
}

export const DEFAULT_ARTICLES: readonly DefaultArticle[] = [
  {
    slug: 'rates-and-fees',
    title: 'Rates and fees',
    keywords:
      'APR interest rate cost costs fee fees origination valuation appraisal notarization recording tax taxes closing charges price',
    body:
      'The APR of a line is between 7.60% and 17.20%, depending on your offer. The origination fee is up to 4.99% of the line and is added to your draw. ' +
      'A home valuation costs $180 when no automated valuation is available. A notary in person (manual notarization) costs $300. ' +
      'Recording fees are $0 to $315, and recording taxes $0 to $1,400 per $100,000, depending on where the home is. ' +
      'Your offer shows the exact figures before you choose it.',
  },
  {
    slug: 'how-much-you-can-borrow',
    title: 'How much you can borrow',
    keywords: 'amount limit maximum minimum loan size line size credit limit largest smallest equity qualify',
    body:
      'A line is between $15,000 and $400,000. How much you are offered depends on the value of your home, what you still owe on it, your credit and your income. ' +
      'After the rate check you see your offers and choose the amount that suits you.',
  },
  {
    slug: 'draws',
    title: 'Draws',
    keywords: 'draw withdraw withdrawal borrow more additional second prime margin variable rate take money out',
    body:
      'Your initial draw is the amount you choose with your offer, paid to you at funding (the origination fee is added to it). ' +
      'Later you can make additional draws from your line; they have a variable rate, the prime rate plus a margin.',
  },
  {
    slug: 'application-steps',
    title: 'The steps of the application',
    keywords: 'process steps stages how does it work what happens next progress timeline start',
    body:
      'The application has seven steps: Basic Info, Select Offer, Provide More Info, Link Income Sources, Verify Identity, Sign Documents, ' +
      'and then Talk to eNotary (or Schedule Notary Session when your closing is signed in person). ' +
      'Along the way we may value your home, ask you to set up your bank account and ask for documents. After the notary, the right to cancel runs, then your line is funded.',
  },
  {
    slug: 'documents',
    title: 'Documents we may ask for',
    keywords:
      'documents upload paperwork paystub paystubs bank statement bank letter trust certificate deed mortgage statement proof ID identification conditions',
    body:
      'We ask only for what your file needs, shown as conditions in your application. That may be a bank statement or a bank letter, paystubs, ' +
      'a certificate of trust, your mortgage statement or deed, proof of an ownership transfer, proof that another application was cancelled, ' +
      'or a new photo of your ID. Upload each one on its condition screen; we review it and tell you if anything else is needed.',
  },
  {
    slug: 'credit-checks',
    title: 'Credit checks',
    keywords: 'credit check pull inquiry score soft hard bureau report affect hurt',
    body:
      'Checking your rate uses a soft credit pull, which does not affect your credit score. ' +
      'When you submit your application we make a hard credit pull, which can appear on your credit report.',
  },
  {
    slug: 'notary',
    title: 'The notary',
    keywords: 'notary notarization eNotary online remote in person appointment sign closing seal ID questions',
    body:
      'Your closing documents are signed in front of a notary. Where your state and county allow it you meet an eNotary online: ' +
      'the notary checks your ID, asks a few questions from public records, and you sign and get the seal in the same session. ' +
      'Where an in-person notary is needed you schedule an appointment for everyone on the title; it costs $300, paid to the notary at the appointment.',
  },
  {
    slug: 'right-to-cancel',
    title: 'The right to cancel',
    keywords: 'cancel cancellation rescind rescission change my mind withdraw back out after signing three days',
    body:
      'After you sign your closing documents you have three business days to cancel, without any cost. ' +
      'For this right every day counts except Sundays and federal public holidays. Your line is funded only after the right to cancel has ended.',
  },
  {
    slug: 'funding-times',
    title: 'Funding times',
    keywords: 'funding funded money receive get paid deposit transfer when how long days wait',
    body:
      'Funding takes about five business days. Your money is sent to the bank account you set up, once the right to cancel ' +
      '(three business days after signing) has ended.',
  },
  {
    slug: 'home-value',
    title: 'Home value',
    keywords: 'home value valuation appraisal appraiser worth estimate AVM automated inspection property',
    body:
      'We value your home to decide how much you can borrow. Most homes are valued automatically, at no cost to you. ' +
      'When no automated valuation is available we order a valuation, which costs $180, and your application continues once it is back.',
  },
  {
    slug: 'eligibility',
    title: 'Who is eligible',
    keywords:
      'eligible eligibility qualify requirements who can apply age own home bought recently purchased retitled 90 days state',
    body:
      'You need to be at least 18, own the home, and the home must be in a state where the lender offers lines. ' +
      'A home bought or retitled in the last 90 days is not eligible.',
  },
  {
    slug: 'data-security',
    title: 'Data security',
    keywords: 'security secure safe privacy private data protect encryption encrypted personal information',
    body:
      'Your information is protected with 256-bit encryption. ' +
      'Only the people working on your application can see it.',
  },
];
