import type { DefaultArticleSource } from './default-article';

/* What the lender checks and asks for: eligibility, credit, the home, documents, reviews (docs/product/). */
export const CHECK_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'documents',
    source: 'docs/product/application-area.md §3, §4.1 (conditions); docs/decisions.md "Lender conditions"',
    en: {
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
      ],
      body:
        'When your file needs something more, we ask for it as a condition in your application: each request says what we need, in our words to you. ' +
        'It may be a bank statement or a letter from your bank (for example to confirm your income, your assets or your account), paystubs, a certificate of trust, your mortgage statement or deed, ' +
        'proof of an ownership transfer, proof that another application was cancelled, a new photo of your ID, or a phone number. ' +
        'Answer each one on its screen under Conditions; we review it and tell you if anything else is needed. Signed in, ask me what we still need from you.',
    },
    es: {
      title: 'Documentos y solicitudes (condiciones)',
      keywords:
        'documentos subir papeles papeleo condición condiciones solicitud piden necesitan necesitan de mí me falta falta faltan pendiente estado de cuenta carta del banco talón de pago certificado fideicomiso escritura hipoteca comprobante identificación por qué revisión pendientes lista tareas archivo PDF foto escanear mandar no se sube ya lo subí todavía aparece trust',
      questions: [
        '¿Qué más necesitan de mí?',
        '¿Por qué me pidieron este documento?',
        '¿Cómo envío un documento?',
        '¿Qué es una condición?',
        'qué documentos me faltan',
        'qué papeles necesitan',
        'cómo subo un documento',
        'puedo mandar una foto o un pdf',
        'por qué me piden un estado de cuenta',
        'qué es un certificado de fideicomiso',
        'ya lo subí y sigue pendiente',
        'dónde veo mis condiciones',
        'les falta algo de mí',
        '¿Qué elementos pendientes quedan en mi expediente?',
      ],
      body:
        'Cuando su expediente necesita algo más, se lo pedimos como una condición en su solicitud: cada solicitud dice qué necesitamos, con nuestras palabras para usted. ' +
        'Puede ser un estado de cuenta o una carta de su banco (por ejemplo, para confirmar sus ingresos, sus activos o su cuenta), talones de pago, un certificado de fideicomiso, el estado de cuenta de su hipoteca o su escritura, ' +
        'un comprobante de una transferencia de propiedad, un comprobante de que otra solicitud se canceló, una foto nueva de su identificación o un número de teléfono. ' +
        'Responda cada una en su pantalla, en Condiciones; la revisamos y le avisamos si se necesita algo más. Si inició sesión, pregúnteme qué nos falta de usted.',
    },
  },
  {
    slug: 'credit-checks',
    source: 'docs/product/registration-and-routing.md §1; docs/product/operations-console.md §5 (a freeze or a lock)',
    en: {
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
      ],
      body:
        'Checking your rate uses a soft credit pull, which does not affect your credit score. When you submit your application we make a hard credit pull, which can appear on your credit report. ' +
        'If your credit report is frozen or locked, only you can lift it: lift it with the credit bureau, then choose I\u2019ve lifted it in your application to continue.',
    },
    es: {
      title: 'Consultas de crédito',
      keywords:
        'consulta crédito revisión puntaje puntuación blanda dura buró reporte informe afecta perjudica baja congelado congelar bloqueado descongelar jalar checar Experian Equifax TransUnion FICO score puntos desbloquear liberar bureau historial crediticio',
      questions: [
        '¿Solicitar afecta mi crédito?',
        '¿Cuándo revisan mi crédito?',
        'me va a bajar el score',
        'es consulta blanda o dura',
        'van a checar mi crédito para el heloc',
        'mi crédito está congelado qué hago',
        'cómo descongelo mi crédito',
        'cuántos puntos me baja el puntaje',
        'revisan mi buró antes de aplicar',
        'ya liberé mi crédito y ahora qué',
        'con qué buró revisan',
        '¿Al enviar la solicitud se hace una consulta dura en mi historial crediticio?',
      ],
      body:
        'Consultar su tasa usa una consulta de crédito blanda, que no afecta su puntaje de crédito. Cuando envía su solicitud hacemos una consulta de crédito dura, que puede aparecer en su reporte de crédito. ' +
        'Si su reporte de crédito está congelado o bloqueado, solo usted puede liberarlo: hágalo con el buró de crédito y luego elija Ya lo liberé en su solicitud para continuar.',
    },
  },
  {
    slug: 'reviews-and-declines',
    source:
      'docs/product/privacy.md §2 (decisions); docs/decisions.md (reviews, adverse action), packages/domain/src/underwriting/',
    en: {
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
      ],
      body:
        'Some applications wait for a reviewer, for example when your credit report shows a late payment or your ownership needs checking; the reviewer decides within 2 business days after you send what is asked. ' +
        'If we cannot approve your application you receive an adverse action notice with the main reasons (at most 4) and, when a credit score was used, that score and where it came from.',
    },
    es: {
      title: 'Revisiones y solicitudes rechazadas',
      keywords:
        'revisión revisor manual en revisión esperando decisión rechazada negada denegada aprobada aviso de acción adversa razones motivos apelar volver a solicitar otra vez underwriting suscripción evaluación espera aprobación respuesta me rechazaron no me aprobaron carta de rechazo aplicar intentar nuevo denegaron',
      questions: [
        '¿Por qué me la negaron?',
        '¿Cuánto tarda la revisión?',
        'por qué me rechazaron el heloc',
        'por qué no me aprobaron',
        'cuánto tarda underwriting',
        'mi solicitud está en revisión qué significa',
        'cuándo me dan una respuesta',
        'puedo volver a aplicar si me negaron',
        'qué es un aviso de acción adversa',
        'me van a decir por qué me negaron',
        'quién revisa mi solicitud',
        '¿Qué opciones tengo si mi solicitud no es aprobada?',
      ],
      body:
        'Algunas solicitudes esperan a un revisor, por ejemplo cuando su reporte de crédito muestra un pago atrasado o hay que comprobar la propiedad; el revisor decide en 2 días hábiles después de que envía lo que se le pide. ' +
        'Si no podemos aprobar su solicitud, recibe un aviso de acción adversa con las razones principales (como máximo 4) y, cuando se usó un puntaje de crédito, ese puntaje y de dónde viene.',
    },
  },
  {
    slug: 'home-value',
    source: 'docs/product/widgets-and-calculations.md §9 (valuation $180)',
    en: {
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
      ],
      body:
        'We value your home to decide how much you can borrow. Most homes are valued automatically, at no cost to you. ' +
        'When no automated valuation is available we order a valuation, which costs $180, and your application continues once it is back.',
    },
    es: {
      title: 'Valor de la vivienda',
      keywords:
        'valor vivienda casa valuación avalúo tasación tasador cuánto vale estimado AVM automatizada inspección inspeccionar visita ver mandan alguien propiedad appraisal Zillow bajo no estoy de acuerdo vienen a entrar costo',
      questions: [
        '¿Tienen que hacer un avalúo de mi casa?',
        '¿Cuánto vale mi vivienda?',
        'me van a hacer appraisal para el heloc',
        'va a venir alguien a ver mi casa',
        'cuánto cuesta el avalúo',
        'cómo saben cuánto vale mi casa',
        'y si mi casa vale más de lo que dicen',
        'en zillow sale que vale más',
        'cobran por el avalúo',
        'cuánto tarda la valuación',
        'usan un avalúo automático',
        '¿Podría explicarme cómo se determina el valor de mi propiedad?',
      ],
      body:
        'Valuamos su vivienda para decidir cuánto puede pedir prestado. La mayoría de las viviendas se valúan automáticamente, sin costo para usted. ' +
        'Cuando no hay una valuación automatizada disponible, pedimos una valuación, que cuesta $180, y su solicitud continúa cuando está lista.',
    },
  },
  {
    slug: 'eligibility',
    source:
      'docs/product/widgets-and-calculations.md §1, §9; docs/product/registration-and-routing.md §4 (occupancy), §9',
    en: {
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
      ],
      body:
        'You need to be at least 18 (19 in Alabama, and 62 for an age-restricted line), own the home, and the home must be in a state where the lender offers lines. ' +
        'It can be the home you live in or another home you own: you tell us which when you apply. A home bought or retitled in the last 90 days is not eligible.',
    },
    es: {
      title: 'Quién puede solicitar',
      keywords:
        'elegible elegibilidad calificar requisitos quién puede solicitar edad mínima propietario dueño vivienda comprada recientemente cambio de título días estado renta rento alquiler inversión segunda casa vive en qué estados prestan cuántos años vacaciones condominio recién acabo de comprar a mi nombre 3 meses Texas California Florida Nueva York Illinois Arizona Nuevo México Colorado Nevada Georgia Carolina del Norte Nueva Jersey Washington Pensilvania Virginia Ohio Michigan Massachusetts Tennessee Maryland Oregón Utah Carolina del Sur Connecticut',
      questions: [
        '¿Califico?',
        '¿Cuáles son los requisitos para solicitar?',
        'prestan en texas',
        'en qué estados están',
        'qué edad hay que tener',
        'puedo sacar un heloc sobre una casa que rento',
        'puedo usar mi casa de vacaciones',
        'acabo de comprar mi casa puedo aplicar',
        'soy elegible si no vivo en la casa',
        'la casa la pusieron a mi nombre el mes pasado califico',
        'quién es elegible para un heloc',
        '¿Cuáles son los requisitos mínimos de elegibilidad?',
      ],
      body:
        'Debe tener al menos 18 años (19 en Alabama, y 62 para una línea con restricción de edad), ser propietario de la vivienda, y la vivienda debe estar en un estado donde el prestamista ofrece líneas. ' +
        'Puede ser la vivienda donde vive u otra vivienda de su propiedad: nos dice cuál al solicitar. Una vivienda comprada o cuyo título cambió en los últimos 90 días no es elegible.',
    },
  },
];
