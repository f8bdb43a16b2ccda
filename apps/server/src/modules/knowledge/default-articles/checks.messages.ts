import type { ArticleText } from './default-article';

/*
 * The English of checks.ts's articles, by slug (docs/i18n.md, "Content written in a language"); the Spanish in
 * checks.messages.es.ts.
 */
export const CHECK_TEXTS = {
  documents: {
    title: 'Documents and requests (conditions)',
    keywords:
      'documents upload paperwork condition conditions request requested need still need need from me missing outstanding bank statement bank letter paystub trust certificate deed mortgage statement proof ID why asked review to do list tasks pending items whats missing file pdf picture scan resend submitted status',
    questions: [
      'What else do you need from me?',
      'Why did you ask me for this document?',
      'How do I send a document?',
      'What is a condition?',
      'what documents are you still waiting on',
      'whats missing from my file',
      'how do i upload a document',
      'can i send a pdf or a photo',
      'why are you asking for a bank statement',
      'what is a certificate of trust',
      'i uploaded it already why is it still pending',
      'where do i find my conditions',
      'do you need anything else from me',
      'What outstanding items remain on my application?',
      'upload documents',
      'what papers do you need',
      'conditions on my file',
      'document rejected',
      'What documents are still outstanding?',
    ],
    body:
      'When your file needs something more, we ask for it as a condition in your application: each request says what we need, in our words to you. ' +
      'It may be a bank statement or a letter from your bank (for example to confirm your income, your assets or your account), paystubs, a certificate of trust, your mortgage statement or deed, ' +
      'proof of an ownership transfer, proof that another application was cancelled, a new photo of your ID, or a phone number. ' +
      'Answer each one on its screen under Conditions; we review it and tell you if anything else is needed. Signed in, ask me what we still need from you.',
  },
  'credit-checks': {
    title: 'Credit checks',
    keywords:
      'credit check pull inquiry score soft hard bureau report affect hurt impact freeze frozen lock locked unfreeze Experian Equifax TransUnion FICO drop points ding thaw unlock lift run',
    questions: [
      'Does applying affect my credit?',
      'When do you pull my credit?',
      'will a heloc hurt my credit score',
      'is it a soft or hard pull',
      'do you do a hard inquiry',
      'which credit bureau do you use',
      'my credit is frozen what do i do',
      'how do i unfreeze my credit',
      'how many points will my score drop',
      'do you check credit before i apply',
      'i lifted my credit freeze now what',
      'Will submitting the application result in a hard inquiry on my credit report?',
      'credit pull',
      'does this affect my credit',
      'soft inquiry',
      'credit report',
      'Will you check my credit?',
    ],
    body:
      'Checking your rate uses a soft credit pull, which does not affect your credit score. When you submit your application we make a hard credit pull, which can appear on your credit report. ' +
      'If your credit report is frozen or locked, only you can lift it: lift it with the credit bureau, then choose I\u2019ve lifted it in your application to continue.',
  },
  'reviews-and-declines': {
    title: 'Reviews and declined applications',
    keywords:
      'review reviewer manual under review waiting decision declined denied rejected approved adverse action notice reasons appeal apply again reapply underwriting underwriter pending stuck approval hear back turned down not rejection letter denial try later',
    questions: [
      'Why was I denied?',
      'How long does the review take?',
      'why was my heloc application declined',
      'why did you deny me',
      'how long does underwriting take',
      'my application is under review what does that mean',
      'when will i get a decision',
      'can i apply again after being denied',
      'what is an adverse action notice',
      'will you tell me why i was rejected',
      'who reviews my application',
      'What recourse do I have if my application is not approved?',
      'why was i denied',
      'manual review',
      'adverse action',
      'application under review',
      'How long is the review?',
    ],
    body:
      'Some applications wait for a reviewer, for example when your credit report shows a late payment or your ownership needs checking; the reviewer decides within 2 business days after you send what is asked. ' +
      'If we cannot approve your application you receive an adverse action notice with the main reasons (at most 4) and, when a credit score was used, that score and where it came from.',
  },
  'home-value': {
    title: 'Home value',
    keywords:
      'home value valuation appraisal appraiser worth estimate AVM automated inspection inspect visit look send someone property house appraised fee drive by desktop Zestimate Zillow low too disagree come inside',
    questions: [
      'Do you need to appraise my house?',
      'What is my home worth?',
      'do i need an appraisal for a heloc',
      'will someone come inside my house',
      'how much is the appraisal',
      'how do you figure out my home value',
      'what if my home is worth more than you think',
      'my zillow estimate is higher',
      'is there an appraisal fee',
      'how long does the valuation take',
      'do you use an automated valuation',
      'Could you explain how the value of my property is determined?',
      'appraisal',
      'home valuation',
      'avm',
      'value of my property',
      'Do you need an appraiser to come out?',
    ],
    body:
      'We value your home to decide how much you can borrow. Most homes are valued automatically, at no cost to you. ' +
      'When no automated valuation is available we order a valuation, which costs $180, and your application continues once it is back.',
  },
  eligibility: {
    title: 'Who is eligible',
    keywords:
      'eligible eligibility qualify requirements who can apply age minimum own owner home bought recently purchased retitled days state rental investment second home live in how old which states do you lend condo townhouse vacation just 3 months my name Texas California Florida New York Illinois Pennsylvania Ohio Georgia North Carolina Michigan New Jersey Virginia Washington Arizona Massachusetts Tennessee Colorado Nevada New Mexico Maryland Oregon Utah Connecticut South Carolina',
    questions: [
      'Do I qualify?',
      'What are the requirements to apply?',
      'do you lend in texas',
      'what states are you in',
      'how old do i have to be',
      'can i get a heloc on a rental property',
      'can i use my vacation home',
      'i just bought my house can i apply',
      'do i have to live in the home',
      'i put the house in my name last month am i eligible',
      'What are the minimum eligibility criteria for a HELOC?',
      'who qualifies',
      'requirements to apply',
      'do i qualify',
      'minimum age',
      'What kind of property is eligible?',
    ],
    body:
      'You need to be at least 18 (19 in Alabama, and 62 for an age-restricted line), own the home, and the home must be in a state where the lender offers lines. ' +
      'It can be the home you live in or another home you own: you tell us which when you apply. A home bought or retitled in the last 90 days is not eligible.',
  },
} satisfies Record<string, ArticleText>;
