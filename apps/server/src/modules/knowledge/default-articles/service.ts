import type { DefaultArticleSource } from './default-article';

/* Privacy, security, Spanish and reaching a person (docs/product/privacy.md, docs/product/chat.md, docs/i18n.md). */
export const SERVICE_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'data-security',
    source: 'docs/product/widgets-and-calculations.md §1 (256-bit encryption); docs/product/privacy.md §2, §3',
    en: {
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
      ],
      body:
        'Your information is protected with 256-bit encryption. Your Social Security number, date of birth and account numbers are sealed where they are stored and never shown back in full: ' +
        'an account shows only its last 4 digits.',
    },
    es: {
      title: 'Seguridad de sus datos',
      keywords:
        'seguridad seguro segura proteger protegida cifrado cifrada encriptado información personal número de seguro social SSN robo confiable legítimo estafa datos filtración encriptar encriptación oculto sensibles sitio',
      questions: [
        '¿Mis datos están seguros con ustedes?',
        '¿Cómo protegen mi información?',
        'es segura esta página',
        'esto es real o es una estafa',
        'es seguro darles mi seguro social',
        'encriptan mi información',
        'qué pasa si hay una filtración de datos',
        'por qué piden mi número de social',
        'guardan mi SSN de forma segura',
        'por qué mi número de cuenta sale oculto',
        'cómo protegen mis datos personales',
        '¿Qué medidas de seguridad protegen mi información confidencial?',
      ],
      body:
        'Su información está protegida con cifrado de 256 bits. Su número de Seguro Social, su fecha de nacimiento y sus números de cuenta se guardan sellados y nunca se muestran completos: ' +
        'una cuenta muestra solo sus últimos 4 dígitos.',
    },
  },
  {
    slug: 'privacy',
    source: 'docs/product/privacy.md §1, §2',
    en: {
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
      ],
      body:
        'You see your whole application. Someone who signs with you (a co-owner or a spouse) sees where the application stands, the requests (conditions) and the closing documents, ' +
        'but not your income, your offers or your bank accounts. The lender\u2019s staff working on your file see it, with your personal numbers masked. Nobody else does.',
    },
    es: {
      title: 'Quién puede ver su expediente',
      keywords:
        'privacidad privado quién puede ver acceso compartir venden terceros expediente cofirmante firmante cónyuge personal empleados empresa compañía prestamista oficial de préstamos mi información política comparten datos info mercadeo confidencial visible',
      questions: [
        '¿Quién ve mi solicitud?',
        '¿Qué puede ver el otro firmante?',
        'venden mi información',
        'mi copropietario puede ver mis ingresos',
        'mi esposo va a ver mi cuenta de banco',
        'quién tiene acceso a mi expediente',
        'comparten mis datos con terceros',
        'el otro dueño puede ver mis ofertas',
        'mi solicitud es privada',
        'sus empleados ven mi número de social',
        'quién mira mi información',
        '¿Qué información pueden ver los demás firmantes de mi solicitud?',
      ],
      body:
        'Usted ve toda su solicitud. Quien firma con usted (un copropietario o su cónyuge) ve en qué etapa está la solicitud, las solicitudes de documentos (condiciones) y los documentos de cierre, ' +
        'pero no sus ingresos, sus ofertas ni sus cuentas bancarias. El personal del prestamista que trabaja en su expediente lo ve, con sus números personales ocultos. Nadie más.',
    },
  },
  {
    slug: 'spanish-service',
    source: 'docs/i18n.md "Which language a person reads"',
    en: {
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
      ],
      body:
        'Where your lender offers it, the whole application is in Spanish too: choose Español in the top bar or on the first step. ' +
        'Your choice is kept on your profile, and our e-mails, the documents we write and this assistant\u2019s answers follow it.',
    },
    es: {
      title: 'Atención en español',
      keywords:
        'español espanol Spanish idioma lenguaje traducir traducción cambiar idioma bilingüe hablan atienden atención habla inglés English traducido documentos correos preferido perfil botón',
      questions: [
        '¿La página está en español?',
        '¿Puedo leer todo en español?',
        'hablan español',
        'puedo ver la página en español',
        'cómo cambio el idioma',
        'los documentos vienen en español',
        'me mandan los correos en español',
        'cómo la pongo en inglés otra vez',
        'mi mamá no habla inglés puede aplicar',
        'dónde está el botón de idioma',
        'me pueden atender en español',
        '¿Todo el proceso está disponible en español?',
      ],
      body:
        'Donde su prestamista lo ofrece, toda la solicitud está también en español: elija Español en la barra superior o en el primer paso. ' +
        'Su elección se guarda en su perfil, y nuestros correos, los documentos que preparamos y las respuestas de este asistente la siguen.',
    },
  },
  {
    slug: 'contact-a-person',
    source: 'docs/product/chat.md §2, §3, §4; docs/product/application-area.md §2.4 (the support phone)',
    en: {
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
      ],
      body:
        'Write "talk to a person" here at any time. While our team is taking chats, your chat moves to the next available agent, with what you asked so far; ' +
        'outside the chat\u2019s hours, leave your phone number and we call you back during business hours. The chat\u2019s hours are at the top of this chat, and our phone number at the top of every page.',
    },
    es: {
      title: 'Hablar con una persona',
      keywords:
        'persona humano agente representante alguien real hablar llamar teléfono número devolver llamada mañana contacto soporte servicio al cliente horario abierto en vivo atención hora abren comunicarme contactar queja',
      questions: [
        '¿Cómo me comunico con ustedes?',
        '¿Alguien me puede llamar?',
        '¿Cuándo atiende su equipo?',
        'quiero hablar con una persona real',
        'me comunica con un agente',
        'cuál es su número de teléfono',
        'qué horario tienen',
        'a qué hora abren',
        'están abiertos ahorita',
        'me pueden llamar',
        'cómo contacto a servicio al cliente',
        'este bot no me ayuda quiero un humano',
        '¿Podría comunicarme con un representante, por favor?',
      ],
      body:
        'Escriba "hablar con una persona" aquí en cualquier momento. Mientras nuestro equipo atiende chats, su chat pasa al siguiente agente disponible, con lo que ya preguntó; ' +
        'fuera del horario del chat, déjenos su teléfono y le llamamos en horario de atención. El horario del chat está arriba en este chat, y nuestro teléfono arriba en cada página.',
    },
  },
];
