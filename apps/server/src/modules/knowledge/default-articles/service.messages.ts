import type { ArticleText } from './default-article';

/*
 * The English of service.ts's articles, by slug (docs/i18n.md, "Content written in a language"); the Spanish in
 * service.messages.es.ts.
 */
export const SERVICE_TEXTS = {
  'data-security': {
    title: 'Data security',
    keywords:
      'security secure safe protect protected encryption encrypted personal information social security number SSN hack stolen data safety legit legitimate scam site SSL https breach masked hidden sensitive bank-level encrypt',
    questions: [
      'Is my data safe with you?',
      'How do you keep my information safe?',
      'is this site secure',
      'is this legit or a scam',
      'is it safe to give you my ssn',
      'do you encrypt my information',
      'what if there is a data breach',
      'why is my social security number required',
      'is my ssn stored safely',
      'why is my account number hidden',
      'how is my personal data protected',
      'What security measures protect my sensitive information?',
      'is my data secure',
      'encryption',
      'phishing',
      'scam text',
      'How do you protect my information?',
    ],
    body:
      'Your information is protected with 256-bit encryption. Your Social Security number, date of birth and account numbers are sealed where they are stored and never shown back in full: ' +
      'an account shows only its last 4 digits.',
  },
  privacy: {
    title: 'Who can see your file',
    keywords:
      'privacy private who can see access view share sell third parties file co-signer signer spouse staff employees company lender loan officer my information policy data info marketing partners confidential visibility looks',
    questions: [
      'Who sees my application?',
      'What can the other signer see?',
      'do you sell my information',
      'can my co owner see my income',
      'will my spouse see my bank account',
      'who has access to my file',
      'do you share my data with third parties',
      'can the other person on the title see my offers',
      'is my application private',
      'can your employees see my ssn',
      'who looks at my information',
      'What information is visible to the other signers on my application?',
      'who sees my information',
      'share my data',
      'privacy policy',
      'can the co-signer see my details',
      'Who has access to my file?',
    ],
    body:
      'You see your whole application. Someone who signs with you (a co-owner or a spouse) sees where the application stands, the requests (conditions) and the closing documents, ' +
      'but not your income, your offers or your bank accounts. The lender\u2019s staff working on your file see it, with your personal numbers masked. Nobody else does.',
  },
  'spanish-service': {
    title: 'Service in Spanish',
    keywords:
      'Spanish Español espanol language idioma translate translation switch change language bilingual speak speaks Spanish-speaking hablo hablan habla documents emails settings preference English back',
    questions: [
      'Is the site available in Spanish?',
      'Can I read everything in Spanish?',
      'do you speak spanish',
      'can i switch to spanish',
      'hablan español',
      'how do i change the language',
      'are the documents in spanish',
      'can my emails come in spanish',
      'how do i switch back to english',
      'my mom only speaks spanish can she apply',
      'where is the language button',
      'Are the disclosures and emails available in Spanish?',
      'spanish',
      'en espanol',
      'language options',
      'spanish speaking agent',
      'Is the site available in Spanish?',
    ],
    body:
      'Where your lender offers it, the whole application is in Spanish too: choose Español in the top bar or on the first step. ' +
      'Your choice is kept on your profile, and our e-mails, the documents we write and this assistant\u2019s answers follow it.',
  },
  'contact-a-person': {
    title: 'Talking to a person',
    keywords:
      'person human agent representative someone real talk speak call phone number call back callback tomorrow contact support customer service hours open live chat rep operator operation business time complaint',
    questions: [
      'How do I contact you?',
      'Can someone call me?',
      'When is your team available?',
      'i want to talk to a real person',
      'can i speak to a human',
      'whats your phone number',
      'what are your hours',
      'are you open now',
      'agent please',
      'can someone call me back',
      'how do i reach customer service',
      'this bot isnt helping i want a human',
      'Could I please be connected with a representative?',
      'talk to someone',
      'live agent',
      'call me back',
      'customer service',
      'How do I reach a real person?',
    ],
    body:
      'Write "talk to a person" here at any time. While our team is taking chats, your chat moves to the next available agent, with what you asked so far; ' +
      'outside the chat\u2019s hours, leave your phone number and we call you back during business hours. The chat\u2019s hours are at the top of this chat, and our phone number at the top of every page.',
  },
} satisfies Record<string, ArticleText>;
