import type { EvaluationQuestion } from './evaluation-question';

/*
 * English questions written apart from the team (evaluation-question.ts): by writers who were given only the
 * articles' titles and subjects, never their texts, the ranking or the other lists. The first list was then tuned on;
 * the second was kept aside: only its totals were read while the thresholds were chosen, never its questions.
 */

export const FIRST_INDEPENDENT: readonly EvaluationQuestion[] = [
  { question: 'whats the APR on this thing', expect: 'rates-and-fees' },
  { question: 'Is there an origination fee? If so how much is it', expect: 'rates-and-fees' },
  { question: 'do i have to pay closing costs or recording fees', expect: 'rates-and-fees' },
  { question: 'is the rate fixed or does it move with prime', expect: 'fixed-and-variable-rates' },
  {
    question: "Can I lock part of my balance into a fixed rate so it doesn't go up?",
    expect: 'fixed-and-variable-rates',
  },
  { question: 'whats the most i could get', expect: 'how-much-you-can-borrow' },
  {
    question: 'Is there a minimum line size? I really only need about 15k for a new fence',
    expect: 'how-much-you-can-borrow',
  },
  { question: 'what combined LTV do you go up to', expect: 'how-much-you-can-borrow' },
  { question: 'how do i pull more money out after the first deposit', expect: 'draws' },
  { question: 'how many years can I keep drawing from the line', expect: 'draws' },
  { question: 'is there a minimum amount every time I take a draw?', expect: 'draws' },
  { question: 'how do you figure out my monthly payment', expect: 'monthly-payments' },
  { question: 'what happens if im a few days late on a payment', expect: 'monthly-payments' },
  { question: 'Is it interest only at the start and then I pay principal later?', expect: 'monthly-payments' },
  { question: 'any penalty for paying it off early?', expect: 'paying-off-early' },
  { question: 'If I pay the balance down to zero can I close the line completely', expect: 'paying-off-early' },
  { question: 'do I get a rate discount if I sign up for autopay', expect: 'autopay' },
  { question: 'how do i turn on automatic payments', expect: 'autopay' },
  {
    question: 'How long does the whole thing take from applying to actually getting money?',
    expect: 'application-steps',
  },
  { question: 'what are the steps after i apply', expect: 'application-steps' },
  { question: 'why do you need my social security number just to see a rate??', expect: 'registration-questions' },
  {
    question: 'checking my rate is asking for my birthday and income, why do you need that up front',
    expect: 'registration-questions',
  },
  { question: "I got 3 diffrent offers, what's the difference between them", expect: 'choosing-an-offer' },
  { question: 'can i change the line amount on the offer i picked or am i stuck with it', expect: 'choosing-an-offer' },
  { question: 'why are you asking my race and ethnicity? do I have to answer', expect: 'more-info-step' },
  { question: 'do i have to tell you if im married or not', expect: 'more-info-step' },
  { question: 'Im self employed, how do you verify my income?', expect: 'income-verification' },
  {
    question: 'the payroll connection isnt finding my employer, can I just upload paystubs instead',
    expect: 'income-verification',
  },
  { question: 'the selfie keeps failing, ive tried like 5 times', expect: 'identity-verification' },
  {
    question: 'Its asking me questions about streets I used to live on, what is this for?',
    expect: 'identity-verification',
  },
  { question: 'I still have a mortgage on the house, can I still get this?', expect: 'existing-loans' },
  {
    question: "there's already a second lien on my home from a solar loan. does that need to be paid off first",
    expect: 'existing-loans',
  },
  { question: 'which account does the money go into', expect: 'bank-accounts' },
  {
    question: 'Can I use a different bank account for payments than the one you deposit into?',
    expect: 'bank-accounts',
  },
  { question: 'my upload got rejected why', expect: 'documents' },
  {
    question: "they're asking for my homeowners insurance declarations page, where do i upload it",
    expect: 'documents',
  },
  { question: "what's a condition? it says i have 2 open conditions on my file", expect: 'documents' },
  { question: 'will this hurt my credit score', expect: 'credit-checks' },
  { question: 'hard pull or soft pull?', expect: 'credit-checks' },
  { question: 'which credit bureau do you pull from, I have a freeze on one of them', expect: 'credit-checks' },
  { question: 'I got declined. Why??', expect: 'reviews-and-declines' },
  { question: 'my application has said under review for 2 days what does that mean', expect: 'reviews-and-declines' },
  { question: 'can i e-sign the closing papers', expect: 'signing' },
  { question: 'what exactly am I signing at closing?', expect: 'signing' },
  { question: 'how does the online notary video call work, do I need a webcam', expect: 'notary' },
  { question: 'need to reschedule my notary appt, something came up', expect: 'notary' },
  {
    question: 'Can a notary come to my house instead of doing the video thing? Im not great with computers',
    expect: 'in-person-notary',
  },
  { question: 'why does my state make me do an in person notary', expect: 'in-person-notary' },
  { question: 'my wife is on the title but she isnt applying, does she still have to sign', expect: 'co-signers' },
  { question: 'how do I invite my co-owner to sign', expect: 'co-signers' },
  { question: 'can I cancel after I already signed', expect: 'right-to-cancel' },
  {
    question: 'why do I have to wait 3 days after signing before I get anything',
    expect: ['right-to-cancel', 'funding-times'],
  },
  { question: 'when will the money hit my account', expect: 'funding-times' },
  { question: 'signed yesterday, when do i get funded?', expect: 'funding-times' },
  { question: 'does funding happen on weekends', expect: 'funding-times' },
  { question: 'your estimate of my house value is way too low, zillow says 80k more', expect: 'home-value' },
  { question: 'Do you need to send an appraiser out?', expect: 'home-value' },
  { question: 'can i dispute the home value you came up with', expect: 'home-value' },
  { question: 'do you lend in texas', expect: 'eligibility' },
  { question: 'Can I get a HELOC on a rental property I own, not where I live?', expect: 'eligibility' },
  { question: 'whats the minimum credit score', expect: 'eligibility' },
  { question: 'is my info safe with you guys', expect: 'data-security' },
  {
    question: 'got a weird text asking for my password that says its from you. is that a scam?',
    expect: 'data-security',
  },
  { question: 'do you sell my information to other companies', expect: 'privacy' },
  { question: 'how do I opt out of you sharing my info for marketing', expect: 'privacy' },
  {
    question: "Do you have anyone who speaks spanish? My mom wants to apply but her english isn't good",
    expect: 'spanish-service',
  },
  { question: 'can I get the documents in spanish', expect: 'spanish-service' },
  { question: 'i want to talk to a real person', expect: 'contact-a-person' },
  { question: 'what are your phone hours', expect: 'contact-a-person' },
  { question: 'can someone call me back tomorrow morning', expect: 'contact-a-person' },
  { question: "what's the exchange rate for euros today", expect: 'none' },
  { question: 'can you help me get a car loan', expect: 'none' },
  { question: 'should i buy bitcoin right now', expect: 'none' },
  { question: 'is the interest on a heloc tax deductible', expect: 'none' },
  { question: 'I want to refinance my first mortgage to get a lower rate', expect: 'none' },
  { question: 'do you guys do reverse mortgages', expect: 'none' },
  { question: "my HOA says I can't put up a fence, is that even legal", expect: 'none' },
  { question: 'how do I dispute a charge on my credit card', expect: 'none' },
  { question: 'can I bring my dog to your office', expect: 'none' },
  { question: 'whats the weather in phoenix this weekend', expect: 'none' },
  { question: 'tell me a joke', expect: 'none' },
  { question: 'hi', expect: 'none' },
  { question: 'good morning!', expect: 'none' },
  { question: 'what stocks should I invest in', expect: 'none' },
  { question: 'does Wells Fargo have a better heloc rate than you', expect: 'none' },
  { question: "what's the interest rate on a chase savings account", expect: 'none' },
  { question: 'can you recommend a good roofer near me', expect: 'none' },
  { question: 'how do i apply for a personal loan', expect: 'none' },
  { question: 'whats the fee to send money with zelle', expect: 'none' },
  { question: 'when is the next powerball draw', expect: 'none' },
  { question: 'who won the game last night', expect: 'none' },
  { question: 'how much does the ups store charge to notarize a power of attorney', expect: 'none' },
  { question: 'someone stole my identity on facebook, how do I get my account back', expect: 'none' },
  { question: 'what are your 30 year fixed mortgage rates for buying a house', expect: 'none' },
  { question: 'how much is my car worth', expect: 'none' },
];

export const SECOND_INDEPENDENT: readonly EvaluationQuestion[] = [
  { question: 'whats the APR on ur heloc rn and is there an origination fee?', expect: 'rates-and-fees' },
  {
    question:
      'Good afternoon. I would like to know what closing costs, recording taxes and annual fees I should expect if I open a line of credit with your company. Thank you kindly.',
    expect: 'rates-and-fees',
  },
  {
    question: 'is the rate gonna go up if the fed raises rates? like is it tied to prime or something',
    expect: 'fixed-and-variable-rates',
  },
  {
    question: 'Can I lock part of my balance at a fixed rate instead of leaving it all on the variable rate?',
    expect: 'fixed-and-variable-rates',
  },
  {
    question:
      'My house is worth about 400k and I still owe 250k on the morgage. How much could I actually get on the line?',
    expect: 'how-much-you-can-borrow',
  },
  {
    question: 'whats the max line amount u guys do? and is there a minimum, i only need like 15k',
    expect: 'how-much-you-can-borrow',
  },
  {
    question:
      'After the line is open can I take money out whenever I want? And how many years can I keep pulling from it?',
    expect: 'draws',
  },
  {
    question:
      'So we got funded last week with the first amount, which paid the plumber. Now the roof guy says he needs another 12k before he starts, and my husband keeps asking me how we get it. How do I take another draw, and is there a minimum per draw?',
    expect: 'draws',
  },
  {
    question: 'how is my monthly payment figured out? is it interest only at first or do i pay principal too',
    expect: 'monthly-payments',
  },
  {
    question:
      'My payment was due on the 5th but I was in the hospital and couldnt pay til the 12th. Will I get charged a late fee?',
    expect: 'monthly-payments',
  },
  { question: 'If I pay the whole thing back in like a year is there a penalty for that', expect: 'paying-off-early' },
  {
    question:
      'I would like to close my line of credit entirely now that the balance is zero. Please advise how this is done.',
    expect: 'paying-off-early',
  },
  { question: 'do u get a rate discount for autopay?', expect: 'autopay' },
  {
    question: 'How do I set up automatic payments so the money comes out on its own every month? I keep forgetting.',
    expect: 'autopay',
  },
  {
    question:
      'What are all the steps from applying to actually getting the money, and how long does the whole process usually take?',
    expect: 'application-steps',
  },
  {
    question: 'never done one of these b4. what happens after i check my rate? walk me thru it pls',
    expect: 'application-steps',
  },
  {
    question: 'why do u need my social security number just to check a rate?? not comfortable giving that out yet',
    expect: 'registration-questions',
  },
  {
    question:
      'Why does the very first form ask for my date of birth and my annual income? I only wanted to see what rate I might get.',
    expect: 'registration-questions',
  },
  {
    question: 'i got 3 offers w different terms, how do i pick? whats the diff between the 10 yr one and the 5 yr one',
    expect: 'choosing-an-offer',
  },
  {
    question:
      "Can I choose a smaller line amount than what the offer shows? I don't need the full 80,000, only about half.",
    expect: 'choosing-an-offer',
  },
  { question: 'Why are you asking my race and ethnicity?? do I have to answer that', expect: 'more-info-step' },
  {
    question:
      'The application is asking whether I am married, unmarried, or separated. Why would that matter for a home equity line?',
    expect: 'more-info-step',
  },
  {
    question: 'Im self employed (landscaping business) and dont have paystubs. how do i prove my income to u',
    expect: 'income-verification',
  },
  {
    question: 'The payroll connection is not finding my employer. Can I upload my pay stubs instead?',
    expect: 'income-verification',
  },
  {
    question: 'the selfie keeps failing, says it cant match my face to my drivers license. tried 5 times wat do i do',
    expect: 'identity-verification',
  },
  {
    question:
      'I was asked several questions about old addresses and a car loan to confirm who I am, and I believe I got one wrong. Will that stop my application?',
    expect: 'identity-verification',
  },
  {
    question:
      'I still have a second mortgage from 2015 on the house besides my regular mortgage, does that count against me?',
    expect: 'existing-loans',
  },
  {
    question: 'Do I have to pay off my old home equity loan with another bank before I can get this line?',
    expect: 'existing-loans',
  },
  {
    question: 'which account does the money get deposited into? can i change it to my credit union account',
    expect: 'bank-accounts',
  },
  {
    question: 'Is it required to link my bank account? I would prefer not to connect it through that Plaid thing.',
    expect: 'bank-accounts',
  },
  { question: 'I uploaded my homeowners insurance declarations page and it got rejected. Why??', expect: 'documents' },
  {
    question:
      "theres a 'condition' on my dashboard asking for a document, what does that even mean and where do i upload it",
    expect: 'documents',
  },
  { question: 'Does checking my rate hurt my credit score?', expect: 'credit-checks' },
  {
    question:
      'When do you do the hard pull, and which credit bureau do you use? I have a freeze on Experian right now.',
    expect: 'credit-checks',
  },
  {
    question:
      'I was declined and I want to know the reason. My credit is good, I have never missed a payment in 30 years. Can someone explain this to me?',
    expect: 'reviews-and-declines',
  },
  {
    question: 'my application has said in review for 4 days now. whats going on, is that bad?',
    expect: 'reviews-and-declines',
  },
  { question: 'How do I e-sign the closing documents, and what exactly am I signing?', expect: 'signing' },
  { question: 'got an email saying my closing docs r ready to sign. can i sign them on my phone', expect: 'signing' },
  {
    question: 'How does the online notary video call work? Do I need a webcam or can I use my tablet?',
    expect: 'notary',
  },
  { question: 'i need to reschedule my notary session, something came up at work', expect: 'notary' },
  {
    question:
      'I am 78 years old and not good with computers. Can a notary come to my house instead of doing it over video?',
    expect: 'in-person-notary',
  },
  {
    question: 'why does my state require an in person notary? the online one seemed way easier',
    expect: 'in-person-notary',
  },
  {
    question:
      'My brother and I both own the house, we inherited it from our mom when she passed two years ago. He lives in Ohio and isnt part of the application. Does he still have to sign?',
    expect: 'co-signers',
  },
  {
    question: "My wife isn't on the loan but the email says she needs to sign something. Why, and how do I invite her?",
    expect: 'co-signers',
  },
  { question: 'If I sign and then change my mind, how many days do I have to cancel?', expect: 'right-to-cancel' },
  {
    question: 'is there a rescission period? my husband is having second thoughts about the whole thing',
    expect: 'right-to-cancel',
  },
  { question: 'I signed everything yesterday. When will the money actually hit my account?', expect: 'funding-times' },
  {
    question: 'how many days after closing till i recieve the funds? need it for a contractor deposit by the 20th',
    expect: 'funding-times',
  },
  {
    question: 'your estimate says my home is worth 320k but zillow says 365k. can i dispute that?',
    expect: 'home-value',
  },
  {
    question: 'Will someone come out to appraise my house, or is the value determined automatically?',
    expect: 'home-value',
  },
  { question: 'Do you lend in Alaska? and does a condo qualify?', expect: 'eligibility' },
  { question: 'Its a rental property, I dont live there. Can I still get a HELOC on it?', expect: 'eligibility' },
  { question: 'How do I know my information is safe with you? Is my data encrypted?', expect: 'data-security' },
  {
    question:
      'I got a text that said it was from you asking for my bank password. Is that a scam?? I didnt give it to them.',
    expect: 'data-security',
  },
  {
    question: 'Do you sell my information to other companies? How do I opt out of sharing for marketing?',
    expect: 'privacy',
  },
  { question: 'wheres ur privacy policy, who do u share my info with', expect: 'privacy' },
  {
    question: 'My mother only speaks Spanish. Can she get help in Spanish when she applies?',
    expect: 'spanish-service',
  },
  {
    question: 'Are the closing documents available in Spanish for my dad? He reads english but not legal stuff',
    expect: 'spanish-service',
  },
  {
    question: 'I want to talk to a real person. What is your phone number and what are your hours?',
    expect: 'contact-a-person',
  },
  { question: 'can someone call me back? im at work til 5', expect: 'contact-a-person' },
  { question: "What's the exchange rate for pesos today?", expect: 'none' },
  { question: 'Can you notarize my will?', expect: 'none' },
  { question: 'im looking for a car loan for a used truck, what rates do u have', expect: 'none' },
  { question: 'should i put my savings in bitcoin or the s&p 500', expect: 'none' },
  { question: 'Can I refinance my 30 year mortgage into a 15 year mortgage with you?', expect: 'none' },
  {
    question: 'My grandmother is 82 and owns her home outright. Would a reverse mortgage be a good idea for her?',
    expect: 'none',
  },
  {
    question:
      'How do I appeal my property tax assessment? The county says my home value went up 40% which is ridiculous.',
    expect: 'none',
  },
  {
    question: 'A tree fell on my roof during the storm. How do I file a claim with my homeowners insurance?',
    expect: 'none',
  },
  {
    question: 'Is the interest on a HELOC tax deductible if I use it for a kitchen remodel? Should I itemize?',
    expect: 'none',
  },
  { question: 'theres a charge on my visa i didnt make, how do i dispute it', expect: 'none' },
  { question: 'who won the game last night lol', expect: 'none' },
  { question: 'Can you help me consolidate my student loans?', expect: 'none' },
  { question: 'whats a good recipe for tamales', expect: 'none' },
  { question: 'how do i cancel my gym membership', expect: 'none' },
  { question: 'What is the current rate on a 6 month CD?', expect: 'none' },
  { question: 'Can you recommend a good roofer in Tampa?', expect: 'none' },
  { question: "what's the weather gonna be like in Houston this weekend", expect: 'none' },
  { question: 'my daughter has to draw a picture of our house for a school project lol any tips', expect: 'none' },
  { question: 'How much is the cash advance fee on my Discover card?', expect: 'none' },
  { question: 'how do i renew my passport? my ID expired and i need to travel in june', expect: 'none' },
];
