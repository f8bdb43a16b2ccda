import type { Lexicon } from './question-lexicon';

/*
 * The chatbot's lexicon in English (question-lexicon.ts says what each part does; docs/i18n.md, "Content written in a
 * language"), written without accents as words are compared; the Spanish in question-lexicon.content.es.ts.
 */
export const ENGLISH_LEXICON = {
  stopWords: `
  a about after again all also am an and any are as at be been before being but by can could did do does doing
  for from had has have having he her here hers him his how i if in into is it its just me more my myself no
  nor not of off on once only or other our out over own same she should so some such than that the their them then
  there these they this those through to too under until up very was we were what whats when where which while who
  whom why will with would you your yours hi hello hey please thanks thank ok okay s t im ive id dont cant get got
  tell know want wanna like there much many way ever still happen happens happened going go goes take takes took
  make makes use using find work works instead whole thing things figure would set setup need needs
  needed`,
  phrases: [
    [' pay it off ', ' payoff '],
    [' pay off ', ' payoff '],
    [' paying off ', ' payoff '],
    [' pay everything back ', ' payoff '],
    [' back out ', ' cancel '],
    [' change my mind ', ' cancel '],
    [' changed my mind ', ' cancel '],
    [' real person ', ' person '],
    [' in person ', ' inperson '],
    [' face to face ', ' inperson '],
    [' co owner ', ' coowner '],
    [' co signer ', ' cosigner '],
    [' e sign ', ' esign '],
    [' e notary ', ' enotary '],
    [' auto pay ', ' autopay '],
    [' automatic payments ', ' autopay '],
    [' automatic payment ', ' autopay '],
    [' drivers license ', ' identification '],
    [' driver license ', ' identification '],
    [' draw period ', ' drawperiod '],
    [' closing costs ', ' fees '],
    [' credit score ', ' creditscore '],
    [' closing documents ', ' closingdocuments '],
    [' need from me ', ' stillneed '],
    [' still need ', ' stillneed '],
    [' do you need ', ' stillneed '],
    [' you need ', ' stillneed '],
    [' start paying ', ' firstpayment '],
    [' first payment ', ' firstpayment '],
    [' marital status ', ' maritalstatus '],
    [' married ', ' maritalstatus '],
    [' signed in ', ' signedin '],
    [' sign in ', ' signedin '],
    [' signing in ', ' signedin '],
    [' what happens next ', ' nextstep '],
    [' what comes next ', ' nextstep '],
    [' what s next ', ' nextstep '],
    [' next step ', ' nextstep '],
    [' pay extra ', ' prepay '],
    [' pay more ', ' prepay '],
  ],
  synonyms: {
    funds: 'fund funds funding funded money cash deposit disbursement',
    home: 'home house property',
    fees: 'fee fees charge charges cost costs price expense expenses',
    cosigners: 'cosigner coowner cosigners signer signers',
    spouse: 'spouse wife husband partner',
    appraisal: 'appraisal appraise appraiser valuation worth',
    cancel: 'cancel cancellation rescind rescission undo',
    payoff: 'payoff prepay prepayment',
    notary: 'notary notarize notarization enotary',
    identification: 'identification id passport license',
    declined: 'declined denied decline',
    maximum: 'maximum max biggest largest most highest',
    minimum: 'minimum min smallest least lowest',
    steps: 'step steps stage stages phase',
    appointment: 'appointment schedule book booking appt reschedule',
    video: 'video webcam',
    calculate: 'calculate calculated calculation compute',
    draws: 'draw withdraw withdrawal',
    borrow: 'borrow borrowing',
    spanish: 'spanish espanol',
    person: 'person human agent representative rep operator',
    phone: 'phone call callback',
    autopay: 'autopay automatically automatic',
    conditions: 'condition conditions',
    payments: 'payment payments pay paying',
    secure: 'secure safe safety security protect protected',
    scam: 'scam fraud phishing suspicious fake',
    upload: 'upload submit attach',
    qualify: 'qualify qualifies eligible eligibility',
  },
} satisfies Lexicon<string>;
