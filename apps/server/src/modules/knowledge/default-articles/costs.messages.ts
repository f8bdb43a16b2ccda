import type { ArticleText } from './default-article';

/*
 * The English of costs.ts's articles, by slug (docs/i18n.md, "Content written in a language"); the Spanish in
 * costs.messages.es.ts.
 */
export const COST_TEXTS = {
  'rates-and-fees': {
    title: 'Rates and fees',
    keywords:
      'APR interest rate cost costs fee fees charge charges origination valuation appraisal notarization notary recording tax taxes closing costs price annual fee out of pocket open opening hidden surprise rates range lowest highest expensive cheap pricing points yearly membership maintenance junk upfront current county closing fees',
    questions: [
      'How much does the line cost?',
      'What are the closing costs?',
      'Do I pay anything upfront?',
      'whats your interest rate',
      'what is the apr on a heloc',
      'how much is the origination fee',
      'is there an annual fee',
      'any hidden fees',
      'what fees do i pay to open the line',
      'do i have to pay closing costs out of pocket',
      'how much are the recording fees',
      'what is the lowest rate you offer',
      'Could you list all the fees involved in opening the line of credit?',
      'price of the heloc',
      'what will i be charged',
      'total cost to open',
      'fee schedule',
      'Are there costs I should know about before I apply?',
    ],
    body:
      'The APR of a line is between 7.60% and 17.20%, depending on your offer. The costs: an origination fee of up to 4.99% of your draw, added to the draw rather than paid upfront; ' +
      'a home valuation of $180, only when no automated valuation is available; $300 for a notary in person, paid to the notary; ' +
      'recording fees of $0 to $315 and recording taxes of $0 to $1,400 per $100,000, depending on where the home is. There is no annual fee. ' +
      'Your offer shows the exact figures before you choose it.',
  },
  'fixed-and-variable-rates': {
    title: 'Fixed and variable rates',
    keywords:
      'fixed variable rate interest prime margin index change go up adjust later draws adjustable ARM floating fluctuate Fed federal reserve hike increase rise drop locked in stay the same over time future',
    questions: [
      'Will my rate change?',
      'What is the prime rate?',
      'Is my rate locked?',
      'is the rate fixed or variable',
      'will my interest rate go up',
      'is it an adjustable rate',
      'what happens to my rate if the fed raises rates',
      'does my rate stay the same for the whole loan',
      'whats the margin on my heloc',
      'why does my second draw have a different rate',
      'is my rate locked in for later draws',
      'can i get a fixed rate',
      'How is the variable rate on future draws determined?',
      'variable rate?',
      'does the interest rate float with the market',
      'is the rate tied to prime',
      'rate lock',
      'What index is the rate based on?',
    ],
    body:
      'Each offer says whether its rate is fixed or variable, and your first draw is priced at that rate. Draws you take later are variable: ' +
      'each is priced at the prime rate on the day you ask for it plus your line\u2019s margin, and keeps the rate it was priced at, so a later draw can have a different rate from the first. ' +
      'Choosing autopay lowers the rate of your line. Every rate stays between 7.60% and 17.20% APR.',
  },
  'how-much-you-can-borrow': {
    title: 'How much you can borrow',
    keywords:
      'amount limit maximum minimum loan size line size credit limit largest smallest biggest equity qualify max cap up to 400k 15k LTV CLTV loan-to-value combined available tap access borrow against my home big large approved owe',
    questions: [
      'What is the most I can get?',
      'How big a line can I qualify for?',
      'how much can i borrow',
      'whats the max loan amount',
      'what is the minimum line amount',
      'can i get a 400k heloc',
      'how much of my equity can i borrow',
      'what ltv do you lend up to',
      'how is my credit limit decided',
      'why was my line amount lower than i expected',
      'does what i owe on the house lower my limit',
      'What factors determine the size of the credit line I am offered?',
      'credit limit',
      'line amount',
      'how much money can I get',
      'loan amount range',
      'What determines how large my line can be?',
    ],
    body:
      'A line is between $15,000 and $400,000. How much you are offered depends on the value of your home, what you still owe on it, your credit and your income. ' +
      'After the rate check you see your offers and choose the amount that suits you.',
  },
  draws: {
    title: 'Draws and the draw period',
    keywords:
      'draw draws withdraw withdrawal borrow more again additional another second take money out available dashboard draw period years access use the line reuse revolving request how often minimum $500 pending how many',
    questions: [
      'Can I get more money from my line later?',
      'How do I use my line after closing?',
      'When does the draw period end?',
      'how do i take out more money',
      'whats the minimum draw',
      'how do i request a draw from my dashboard',
      'is there a fee to draw',
      'can i have two draws at once',
      'how long can i keep drawing from the heloc',
      'how much do i have available to draw',
      'i need 2000 more from my line how do i get it',
      'can i use my line again later',
      'Is there a limit on how many withdrawals I can make from the line?',
      'draw more later',
      'access my credit line after closing',
      'second draw',
      'can i take money from the line again',
      'When does the draw period end?',
    ],
    body:
      'Your first draw is the amount you choose with your offer, sent to you at funding with the origination fee added to it. ' +
      'After funding you can ask for more from your dashboard during the draw period: 5 years from funding, never longer than your term. ' +
      'Each later draw is in whole dollars, at least $500 and at most what is available (your credit limit less what you have drawn), one at a time, with no fee; its rate is the prime rate plus your line\u2019s margin.',
  },
  'monthly-payments': {
    title: 'Monthly payments',
    keywords:
      'payment payments monthly installment due date bill billing interest daily late fee repay repayment term calculated first payment start paying per month statement amortized principal interest-only minimum missed grace period schedule accrue accrues starts begin',
    questions: [
      'How much will I pay each month?',
      'When are payments due?',
      'How is interest charged?',
      'whats my monthly payment on the heloc',
      'when is my first payment due',
      'what day of the month is my payment due',
      'is it interest only or principal and interest',
      'what happens if i pay late',
      'what if i miss a payment',
      'does my payment go up when i take another draw',
      'how is the monthly payment calculated',
      'when does interest start',
      'Could you explain how interest accrues on my balance?',
      'monthly bill',
      'how is my payment calculated',
      'minimum payment',
      'late payment',
      'What will I owe each month?',
    ],
    body:
      'Each offer shows the monthly payment of your first draw: equal monthly payments that repay the draw, with its fee, over the offer\u2019s term. ' +
      'The first payment is due one month after funding, then on the same day each month. Each later draw adds its own payment. ' +
      'Interest is charged on your daily balance from the day a draw is funded. A payment made late costs the late fee your account-opening disclosure states.',
  },
  'paying-off-early': {
    title: 'Paying off early',
    keywords:
      'pay off early payoff prepay prepayment penalty extra pay more repay whole balance sooner all at once close the line lump sum pay down additional payments ahead of schedule faster save interest full',
    questions: [
      'Is there a penalty for paying early?',
      'Can I pay more than the monthly payment?',
      'Can I pay the balance in full?',
      'can i pay it off early',
      'any prepayment penalty',
      'can i make extra payments',
      'if i pay extra does it go to principal',
      'can i pay a lump sum',
      'will paying more save me interest',
      'can i pay off the heloc next year',
      'is there a fee if i pay the balance early',
      'can i pay down my line faster',
      'Am I allowed to repay the full balance ahead of schedule without penalty?',
      'early payoff',
      'prepayment penalty?',
      'pay off the balance early',
      'close the line early',
      'Is there a charge if I repay the whole balance ahead of schedule?',
    ],
    body:
      'You can pay all or part of your balance at any time, without a prepayment penalty or fee (your line agreement, Prepayment). ' +
      'Paying more than your monthly payment lowers your balance, and so the interest you pay.',
  },
  autopay: {
    title: 'Autopay',
    keywords:
      'autopay automatic payment payments debit discount lower rate enroll sign up checking account withdraw auto pay autodebit ACH recurring every month set up turn off opt out required optional reduction different',
    questions: [
      'Is there an autopay discount?',
      'Can payments come out of my account automatically?',
      'how do i set up autopay',
      'whats the autopay discount',
      'do i have to use autopay',
      'can i turn off autopay later',
      'can autopay come from a different account',
      'what if i dont want automatic payments',
      'does autopay lower my rate',
      'can my heloc payment be debited from checking every month',
      'is autopay required',
      'How much lower is my rate if I enroll in automatic payments?',
      'autopay discount',
      'automatic withdrawal for payments',
      'set up recurring payments',
      'turn off autopay',
      'Can my payments be debited automatically?',
    ],
    body:
      'On the bank accounts step you choose whether to pay by autopay: your monthly payment is then taken from your bank account automatically, ' +
      'from the account your money is sent to or another one. Autopay lowers your rate by the offer\u2019s autopay discount. ' +
      'If you decline it, you see the higher payment and the monthly difference before you go on.',
  },
} satisfies Record<string, ArticleText>;
