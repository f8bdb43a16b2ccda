import type { EvaluationQuestion } from './evaluation-question';

/*
 * A fourth held-out list in English (evaluation-question.ts), written before the decline rules of the second tuning
 * round and never tuned on. Most of its unanswerable questions share words with an article but ask about a
 * neighbouring subject (savings, mortgages, other loans, cards, taxes, insurance); its answerable ones are asked in
 * styles the other lists use little: shouted, as a statement, with a story before the question, from another person's
 * side, with abbreviations.
 */

export const FOURTH_INDEPENDENT: readonly EvaluationQuestion[] = [
  { question: 'DO I HAVE TO PAY ANYTHING UP FRONT', expect: 'rates-and-fees' },
  { question: 'tell me every cost, origination, appraisal, recording, all of it', expect: 'rates-and-fees' },
  { question: 'ur rate is prime plus what exactly', expect: 'fixed-and-variable-rates' },
  { question: 'could i lock part of the balance at a fixed rate', expect: 'fixed-and-variable-rates' },
  { question: 'could i borrow 90 percent of what my house is worth', expect: 'how-much-you-can-borrow' },
  {
    question:
      'We are redoing the kitchen in March and the roof next year. I would like to take only what I need for each job when it comes up.',
    expect: 'draws',
  },
  { question: 'how long is the draw period', expect: 'draws' },
  { question: 'I only want to pay the interest for now', expect: 'monthly-payments' },
  { question: 'min monthly pmt?', expect: 'monthly-payments' },
  { question: 'any prepayment penalty', expect: 'paying-off-early' },
  { question: 'I want to set up recurring payments from my bank', expect: 'autopay' },
  { question: 'what comes after I pick an offer', expect: ['application-steps', 'choosing-an-offer'] },
  { question: 'why does it matter if my ethnicity is asked, can I skip it', expect: 'more-info-step' },
  { question: 'I get paid in cash tips, how do I prove my income', expect: 'income-verification' },
  { question: 'the quiz about my past addresses failed, now what', expect: 'identity-verification' },
  { question: 'there is an old lien from 2009 still on my house', expect: 'existing-loans' },
  { question: 'I linked the wrong bank account by mistake', expect: 'bank-accounts' },
  { question: 'the app says I have a condition to clear, what does that mean', expect: 'documents' },
  { question: 'will applying show up as a hard inquiry', expect: 'credit-checks' },
  { question: 'you turned me down and I want to know the reason', expect: 'reviews-and-declines' },
  { question: 'I think your valuation of my home is too low', expect: 'home-value' },
  { question: 'I rent my house out to tenants, can I still apply', expect: 'eligibility' },
  { question: 'where do I e-sign my closing papers', expect: 'signing' },
  { question: 'can the notary be done over a video call from my laptop', expect: 'notary' },
  { question: 'my mother is on the deed with me, does she get an email to sign', expect: 'co-signers' },
  { question: 'after I sign, how many days until I can no longer cancel', expect: 'right-to-cancel' },
  { question: 'how soon after closing is the money deposited', expect: 'funding-times' },
  { question: 'is my social security number encrypted', expect: 'data-security' },
  { question: 'my mom only speaks spanish, can someone help her', expect: 'spanish-service' },
  { question: "I'd rather talk to a real person", expect: 'contact-a-person' },
  { question: 'what interest do you pay on a savings account', expect: 'none' },
  { question: 'can I get a car loan from you', expect: 'none' },
  { question: 'how do I refinance my mortgage with you', expect: 'none' },
  { question: "what's the weather like this weekend", expect: 'none' },
  { question: 'should I put my money in bitcoin or gold', expect: 'none' },
  { question: 'what rate do you pay on a 12 month CD', expect: 'none' },
  { question: 'do you offer a fixed rate mortgage to buy a new house', expect: 'none' },
  { question: 'what is the interest rate on your credit card', expect: 'none' },
  { question: 'my daughter needs a student loan for college, can you help', expect: 'none' },
  { question: 'I need a 5000 personal loan, no house involved', expect: 'none' },
  { question: 'can you notarize my will', expect: 'none' },
  { question: 'how do I appeal my property tax assessment', expect: 'none' },
  { question: 'what are 30 year mortgage rates today', expect: 'none' },
  { question: 'how do I raise my credit score fast', expect: 'none' },
  { question: 'I am behind on my mortgage and facing foreclosure, what should I do', expect: 'none' },
  { question: 'how do I send money to my son with zelle', expect: 'none' },
  { question: 'how does a reverse mortgage work', expect: 'none' },
  { question: 'do you offer business lines of credit for my LLC', expect: 'none' },
  { question: 'can I open a checking account online', expect: 'none' },
  { question: 'how much should I put down on a house', expect: 'none' },
  { question: 'when will my tax refund arrive', expect: 'none' },
  { question: 'how do I cancel my gym membership', expect: 'none' },
  { question: 'how long does it take to get a passport', expect: 'none' },
  { question: 'who won the football game last night', expect: 'none' },
  { question: 'are you hiring loan officers', expect: 'none' },
  { question: 'does my homeowners insurance cover a burst pipe', expect: 'none' },
  { question: 'is it better to lease or buy a truck', expect: 'none' },
];
