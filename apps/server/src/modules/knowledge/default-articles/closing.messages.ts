import type { ArticleText } from './default-article';

/*
 * The English of closing.ts's articles, by slug (docs/i18n.md, "Content written in a language"); the Spanish in
 * closing.messages.es.ts.
 */
export const CLOSING_TEXTS = {
  signing: {
    title: 'Signing your closing documents',
    keywords:
      'sign signing signature e-sign esign electronic closing documents package location phone computer consent print paper DocuSign papers where initials e-signature digital share allow browser tablet docs ready',
    questions: [
      'Where do I sign?',
      'Can I sign electronically?',
      'how do i sign my closing docs',
      'can i sign on my phone',
      'why does it want my location',
      'do i have to share my location to sign',
      'are my documents ready to sign',
      'can i get paper copies to sign instead',
      'is it docusign',
      'what happens after i sign',
      'where do i e sign',
      'What is the process for electronically signing my loan documents?',
      'sign documents',
      'e-sign',
      'closing documents',
      'where do i sign',
      'How does the signing work?',
    ],
    body:
      'When your closing documents are ready we e-mail you, and you sign them online in your application, on a computer or a phone: you agree to sign electronically, then sign each document where it asks. ' +
      'Your browser asks to share your location because a signature\u2019s record keeps where you signed, with the time and your device; you can still sign if you decline. ' +
      'After you sign, anyone else who must sign does so, then you meet the notary.',
  },
  notary: {
    title: 'The online notary',
    keywords:
      'notary notarize notarization eNotary online remote video call webcam session ID questions seal closing RON Zoom chat virtual knowledge based KBA quiz public records how long prepare microphone laptop failed dropped',
    questions: [
      'How does the eNotary session work?',
      'What do I need for the notary?',
      'how does the online notary work',
      'what questions will the notary ask',
      'is the notary on zoom',
      'do i need a webcam for the notary',
      'what id should i have for the notary',
      'my enotary session failed what now',
      'the notary video dropped',
      'can i do the notary remotely',
      'how long does the notary session take',
      'What should I prepare before my remote notarization?',
      'online notary',
      'remote notarization',
      'notary appointment',
      'video call notary',
      'What do I need for the online notary?',
    ],
    body:
      'Your closing documents are notarized. Where your state and county allow it you meet an eNotary online, on a video call: have your government-issued ID ready. ' +
      'The notary checks your ID, asks you a few questions drawn from public records, and you sign and get the seal in the same session. ' +
      'If the session cannot be completed, you can switch to a notary in person.',
  },
  'in-person-notary': {
    title: 'A notary in person',
    keywords:
      'in person notary appointment schedule meet face to face manual notarization mobile notary visit title come to my house signing agent book reschedule fee $300 extra day delay physical',
    questions: [
      'Can a notary come to me?',
      'How do I book the notary?',
      'can a notary come to my house',
      'how much is the in person notary',
      'why do i have to sign in person',
      'how do i schedule the notary appointment',
      'can i reschedule my notary',
      'does everyone on the title have to be there',
      'who pays the mobile notary',
      'does signing in person delay funding',
      'my state wont let me do it online',
      'Is there an additional charge for an in-person notary?',
      'notary at my home',
      'mobile notary',
      'in person signing',
      'notary fee',
      'Can a notary come to me?',
    ],
    body:
      'Where your state requires it, or when the online session could not be completed, you sign in front of a notary in person: schedule the appointment in your application for everyone on the title. ' +
      'It costs $300, paid to the notary at the appointment, and adds a business day to your expected funding date.',
  },
  'co-signers': {
    title: 'Co-owners and spouses who must sign',
    keywords:
      'co-owner co-signer cosigner spouse wife husband partner ex former divorced deed title owner sign signature invitation invite email link signer area additional signer joint both names non-borrowing ex-wife ex-husband dad mom parent son daughter sibling expired resend didnt get add someone community property homestead create an account login',
    questions: [
      'Who else has to sign?',
      'Does the other owner need to sign?',
      'How do I invite someone to sign?',
      'does my wife have to sign for the heloc',
      'my husband isnt on the loan does he have to sign',
      'my ex is still on the title',
      'the invite link expired',
      'how do i resend the signing invite',
      'my spouse didnt get the email',
      'can i add my son as a signer',
      'does my co owner need an account',
      'how does the other owner sign',
      'Why must my spouse sign if they are not on the title?',
      'co-owner signature',
      'spouse must sign',
      'other owner on title',
      'invite a signer',
      'Who else has to sign?',
    ],
    body:
      'Besides you, everyone on the title must sign, and in community-property and homestead states your spouse may have to sign even when not on the title; you can also add someone. ' +
      'After you sign, we e-mail each of them an invitation: the link works for 72 hours, and you can send it again. ' +
      'They create a login, confirm their name, sign in the signer area and meet the notary. Your application moves on once everyone has signed.',
  },
  'right-to-cancel': {
    title: 'The right to cancel',
    keywords:
      'cancel cancellation rescind rescission change my mind back out withdraw after signing business days 3 day right of cooling off period heloc regret refund Sunday holiday Saturday primary residence deadline',
    questions: [
      'Can I undo the loan after closing?',
      'How long is the rescission period?',
      'can i cancel after i sign',
      'how many days do i have to cancel',
      'i changed my mind can i back out',
      'does saturday count for the rescission period',
      'how do i cancel my heloc',
      'will i get my fees back if i cancel',
      'is there a cooling off period',
      'when does my rescission period end',
      'do holidays count toward the 3 days',
      'Can I rescind the agreement without penalty after closing?',
      'rescission period',
      'cancel after signing',
      'three day right',
      'undo the loan',
      'Can I change my mind after closing?',
    ],
    body:
      'After you sign your closing documents you have 3 business days to cancel, without any cost, when the home is your primary residence. ' +
      'For this right every day counts except Sundays and federal public holidays. To cancel, write to us or call us before it ends; we return any fees you paid. ' +
      'Your line is funded only after the right to cancel has ended.',
  },
  'funding-times': {
    title: 'When your money arrives',
    keywords:
      'funding funded funds money cash receive get paid deposit transfer arrive hit land when how long days wait date disbursement fast quick turnaround processing time ETA expected same day next day weekend account come in speed',
    questions: [
      'When will I be funded?',
      'How many days until the money is in my account?',
      'how long does it take to get the money',
      'when do i get my money',
      'how fast can i get funded',
      'when will the funds hit my bank',
      'can i get the money the same day',
      'whats my expected funding date',
      'why havent i received my money yet',
      'how many business days to fund',
      'does it fund on weekends',
      'What is the typical timeframe from application to disbursement?',
      'funding date',
      'when do i get the money',
      'deposit timing',
      'how fast is funding',
      'When will the funds be sent?',
    ],
    body:
      'We aim to fund your line within 5 business days of the day you apply. Your money is sent to the bank account you chose on the first business day after your right to cancel ends ' +
      '(3 business days after you sign, for the home you live in). Signed in, you see your expected date in your application\u2019s progress panel, and I can tell you here.',
  },
} satisfies Record<string, ArticleText>;
