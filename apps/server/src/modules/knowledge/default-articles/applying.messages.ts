import type { ArticleText } from './default-article';

/*
 * The English of applying.ts's articles, by slug (docs/i18n.md, "Content written in a language"); the Spanish in
 * applying.messages.es.ts.
 */
export const APPLYING_TEXTS = {
  'application-steps': {
    title: 'The steps of the application',
    keywords:
      'process steps stages how does it work what happens next next step progress timeline start finish order where am I left remaining status standing overview roadmap walk me through how many stuck where is my application after I apply',
    questions: [
      'What do I do next?',
      'How does the process work?',
      'What comes after this step?',
      'whats the status of my application',
      'where is my application at',
      'what are the steps to get a heloc',
      'how many steps are there',
      'what happens after i apply',
      'walk me through the process',
      'whats left to do',
      'im stuck what do i do now',
      'which step am i on',
      'Could you outline the stages of the application process from start to finish?',
      'application process',
      'how does applying work',
      'what is the next step',
      'how long does applying take',
      'Where am I in the process and what comes after?',
    ],
    body:
      'The application has 7 steps: Basic Info, Select Offer, Provide More Info, Link Income Sources, Verify Identity, Sign Documents, ' +
      'and then Talk to eNotary (or Schedule Notary Session when your closing is signed in person). ' +
      'Along the way we may value your home, ask about loans already on it, ask you to set up your bank account and ask for documents. After the notary, the right to cancel runs, then your line is funded. ' +
      'Signed in, ask me where your application stands.',
  },
  'registration-questions': {
    title: 'What we ask to check your rate, and why',
    keywords:
      'register registration sign up basic info personal information address occupancy live there for sale selling income salary name birth date birthday age phone email password why ask check my rate get started prequalify prequalification form fill out details property primary residence DOB full legal number create account annual yearly',
    questions: [
      'Why do you need this information?',
      'What information do I need to apply?',
      'what info do i give to check my heloc rate',
      'why do you ask for my income',
      'why ask for my date of birth',
      'why does it matter if i live in the house',
      'why ask if the home is for sale',
      'what do i fill out to get started',
      'why is my phone number required',
      'do i have to use my legal name',
      'what personal details do you collect when i sign up',
      'Which personal details are required to see my rate?',
      'why do you need my ssn',
      'what info do you need to check my rate',
      'does seeing my rate need my income',
      'personal information to get a rate',
      'Why do you ask for my birth date?',
    ],
    body:
      'To check your rate we ask for the property\u2019s address and whether you live there, your home address if it is another one, whether the home is for sale, your yearly income, your legal name, ' +
      'your date of birth, your phone and e-mail, and a password. We use them to see whether you are eligible (you must be at least 18), ' +
      'to find your credit report with a soft credit pull, which does not affect your score, and to price your offers. Your phone and e-mail are how we reach you about your application.',
  },
  'choosing-an-offer': {
    title: 'Choosing your offer',
    keywords:
      'offer offers choose select pick compare which best term years option change confirm draw today amount options page length shorter longer lower payment wrong switch selection initial',
    questions: [
      'What is the difference between the offers?',
      'Which offer is best for me?',
      'which heloc offer should i pick',
      'how do i compare my offers',
      'should i choose a shorter or longer term',
      'can i switch to a different offer',
      'i picked the wrong offer can i change it',
      'how much should i draw today',
      'why do the offers have different terms',
      'what does each offer show',
      'can i change my offer after i confirm it',
      'What should I consider when selecting among the available offers?',
      'compare offers',
      'which offer is best',
      'pick an offer',
      'change the offer i chose',
      'How do the offers differ from each other?',
    ],
    body:
      'After the rate check you see your offers. Each shows its line amount, its rate and whether it is fixed or variable, its term, its origination fee, any discounts, ' +
      'and the monthly payment for the amount you want to draw today. Start with what you need now: you can draw more later. ' +
      'You can change your choice until you confirm it; once confirmed, the offer stays as chosen.',
  },
  'more-info-step': {
    title: 'Provide More Info: contact, marital status and demographic questions',
    keywords:
      'more info contact mailing address marital status married say tell spouse HMDA demographic government monitoring race ethnicity sex gender summary submit required single widowed separated unmarried demographics Hispanic Latino optional mandatory prefer not to say decline to answer skip discrimination fair lending equal credit community property homestead PO box',
    questions: [
      'Why do you ask if I am married?',
      'Why do you ask about my race?',
      'why do you ask my marital status',
      'do i have to answer the race question',
      'is the ethnicity question required',
      'can i skip the demographic questions',
      'does my race affect my approval',
      'why does being married matter for a heloc',
      'what is hmda',
      'what mailing address should i put',
      'can i change my answers before i submit',
      'Why is the lender collecting information about my sex and ethnicity?',
      'demographic questions',
      'why do you ask about ethnicity',
      'marital status question',
      'contact info step',
      'Are the government monitoring questions required?',
    ],
    body:
      'This step asks how to reach you (your mailing address and phone), your marital status, and the demographic questions. ' +
      'Marital status matters because in community-property and homestead states a spouse may have to sign the closing documents. ' +
      'The demographic questions (ethnicity, race and sex) are the ones federal law asks lenders to collect to monitor fair lending; you may answer "I do not wish to provide this information", and they do not affect your decision. ' +
      'You can change these answers until you submit your application.',
  },
  'income-verification': {
    title: 'Verifying your income',
    keywords:
      'income verify verification proof employment employer job payroll paystub paystubs W-2 tax return self-employed bank link upload salary wages pay stub pay stubs check stubs 1099 gig worker freelance freelancer own business pension retired VOE login commission bonus two jobs',
    questions: [
      'How do you check my income?',
      'What do I upload to prove my income?',
      'how do you verify income for a heloc',
      'what counts as proof of income',
      'im self employed how do i show income',
      'do you accept 1099s',
      'can i just link my payroll',
      'will you call my employer',
      'how long does employer verification take',
      'what if my income comes back lower',
      'which pay stubs should i upload',
      'I work for myself and have no W-2, what is acceptable?',
      'prove my income',
      'income verification',
      'i work for myself',
      'employer not found',
      'How do you confirm what I earn?',
    ],
    body:
      'We confirm the income you told us, so your line fits what you can repay. Depending on how you earn, you can link your payroll or your bank account, ' +
      'upload documents (for wages, your recent paystubs and your W-2; if you are self-employed, your tax returns or bank statements), or let us ask your employer, which takes a few business days. ' +
      'If the income we verify is lower than you told us, your offers may be revised and you choose again.',
  },
  'identity-verification': {
    title: 'Verifying your identity',
    keywords:
      'identity ID identification verify verification photo picture driver license passport state ID card permanent resident card green card accept accepted kind type government fraud failed rejected selfie camera DL drivers real expired blurry glare front back side who I am KYC matricula consular foreign military',
    questions: [
      'Why do you need a photo of my ID?',
      'My ID was not accepted, what now?',
      'what ids do you accept',
      'can i use my passport',
      'do you take a green card',
      'my id photo keeps failing',
      'do i have to upload the back of my license',
      'my picture is blurry what do i do',
      'can i take the photo with my phone',
      'why do you verify my identity',
      'is a state id ok instead of a drivers license',
      'What forms of government-issued identification are acceptable?',
      'verify identity',
      'id check',
      'photo of my license',
      'questions about my past',
      'Why do you need to confirm who I am?',
    ],
    body:
      'Lenders must verify who they lend to, and it protects you from fraud: you upload a photo of your government-issued ID (a driver\u2019s license, a passport, a state ID card or a permanent resident card), its front and, when asked, its back. ' +
      'On a phone you can take the photo with the camera. If the check fails you see why, and a request in your application asks you to try again with a clear photo; some checks go to a person for review.',
  },
  'existing-loans': {
    title: 'Loans already on your home',
    keywords:
      'lien liens mortgage first second existing loan title search pay off payoff letter keep already paid proof home equity loan current 2nd judgment consolidate still showing release',
    questions: [
      'Do I have to pay off my mortgage?',
      'What if a loan you found is already paid?',
      'do i have to pay off my current mortgage',
      'can i keep my first mortgage',
      'can i use the line to pay off another heloc',
      'a paid off loan is still showing on my title',
      'what is a payoff letter',
      'what is a lien',
      'the title search found a loan i already paid',
      'can i pay off my second mortgage with this',
      'what does the title search do',
      'How are existing liens on my property handled?',
      'current mortgage',
      'other liens on my house',
      'second mortgage already',
      'mortgage balance',
      'Does my existing mortgage affect this line?',
    ],
    body:
      'A title search lists the loans recorded on your home (liens). For each one you tell us whether to keep it, to pay it off from your line, or that it is already paid. ' +
      'A loan paid off from your line is paid to its lender at funding and taken from your draw, so your draw must cover it; we ask that lender for a payoff letter. ' +
      'For a loan already paid, upload the proof.',
  },
  'bank-accounts': {
    title: 'Your bank accounts',
    keywords:
      'bank account checking savings deposit direct deposit routing number link connect disbursement where money sent change account ABA online banking login credit union wrong type manually manual entry last 4 digits',
    questions: [
      'Where will you send my money?',
      'How do I add my bank account?',
      'how do i link my bank',
      'can i type my account and routing number',
      'do you save my bank login',
      'can i use a credit union account',
      'i entered the wrong account how do i change it',
      'which account is my money sent to',
      'why only the last 4 digits of my account',
      'my bank isnt showing up to connect',
      'can i use a different bank than my checking',
      'How do I update the bank account on file before confirming?',
      'link my bank',
      'where is the money deposited',
      'account for payments',
      'change my bank account',
      'Which account receives the funds?',
    ],
    body:
      'On the bank step you give the account your money is sent to: link it through your bank\u2019s sign-in, so nothing is typed, or type its routing and account numbers. ' +
      'We show an account only by its last 4 digits, and your bank sign-in is never stored. You also choose whether to pay by autopay, from that account or another. ' +
      'You can change the account until you confirm the bank step.',
  },
} satisfies Record<string, ArticleText>;
