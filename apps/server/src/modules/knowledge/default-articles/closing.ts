import type { DefaultArticleSource } from './default-article';

/* Signing, the notary, the other signers, the right to cancel and funding (docs/product/application-area.md §2.6). */
export const CLOSING_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'signing',
    source:
      'docs/product/application-area.md §2.4 (the location alert); docs/decisions.md "Finishing the application: bank accounts" (after confirming)',
    en: {
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
      ],
      body:
        'When your closing documents are ready we e-mail you, and you sign them online in your application, on a computer or a phone: you agree to sign electronically, then sign each document where it asks. ' +
        'Your browser asks to share your location because a signature\u2019s record keeps where you signed, with the time and your device; you can still sign if you decline. ' +
        'After you sign, anyone else who must sign does so, then you meet the notary.',
    },
    es: {
      title: 'Firma de sus documentos de cierre',
      keywords:
        'firmar firma firmas electrónica documentos de cierre paquete ubicación teléfono celular computadora consentimiento imprimir papel DocuSign papeles dónde firmo digital iniciales permiso compartir navegador tablet listos',
      questions: [
        '¿Dónde firmo?',
        '¿Puedo firmar electrónicamente?',
        'cómo firmo los papeles del cierre',
        'puedo firmar desde el celular',
        'por qué me pide mi ubicación',
        'tengo que compartir la ubicación para firmar',
        'ya están listos mis documentos para firmar',
        'puedo firmar en papel',
        'es con docusign',
        'qué pasa después de firmar',
        'dónde pongo la firma digital',
        '¿Cuál es el proceso para firmar electrónicamente los documentos del préstamo?',
      ],
      body:
        'Cuando sus documentos de cierre están listos le enviamos un correo, y usted los firma en línea en su solicitud, en una computadora o un teléfono: acepta firmar electrónicamente y firma cada documento donde se le pide. ' +
        'Su navegador pide compartir su ubicación porque el registro de una firma guarda dónde firmó, con la hora y su dispositivo; si no la comparte, igual puede firmar. ' +
        'Después de que usted firma, firman las demás personas que deben hacerlo y luego se reúne con el notario.',
    },
  },
  {
    slug: 'notary',
    source: 'docs/product/application-area.md §2.5; docs/product/operations-console.md §5 (notary/error)',
    en: {
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
      ],
      body:
        'Your closing documents are notarized. Where your state and county allow it you meet an eNotary online, on a video call: have your government-issued ID ready. ' +
        'The notary checks your ID, asks you a few questions drawn from public records, and you sign and get the seal in the same session. ' +
        'If the session cannot be completed, you can switch to a notary in person.',
    },
    es: {
      title: 'El notario en línea',
      keywords:
        'notario notarizar notarización notario electrónico en línea remoto video videollamada cámara sesión identificación preguntas sello cierre notaría internet virtual Zoom registros públicos cuestionario llevar micrófono laptop falló se cortó',
      questions: [
        '¿Cómo funciona la sesión con el notario electrónico?',
        '¿Qué necesito para el notario?',
        'cómo funciona el notario en línea',
        'qué preguntas me hace el notario',
        'el notario es por zoom',
        'necesito cámara para el notario',
        'qué identificación llevo al notario',
        'falló mi sesión con el notario y ahora',
        'se cortó el video con el notario',
        'puedo hacer lo del notario por internet',
        'cuánto dura la sesión con el notario',
        '¿Qué debo preparar antes de la notarización remota?',
      ],
      body:
        'Sus documentos de cierre se notarizan. Donde su estado y su condado lo permiten, se reúne en línea con un notario electrónico, por videollamada: tenga a mano su identificación oficial. ' +
        'El notario revisa su identificación, le hace algunas preguntas a partir de registros públicos, y usted firma y recibe el sello en la misma sesión. ' +
        'Si la sesión no se puede completar, puede cambiar a un notario en persona.',
    },
  },
  {
    slug: 'in-person-notary',
    source: 'docs/product/widgets-and-calculations.md §9 ($300); docs/product/application-area.md §2.5, §2.6',
    en: {
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
      ],
      body:
        'Where your state requires it, or when the online session could not be completed, you sign in front of a notary in person: schedule the appointment in your application for everyone on the title. ' +
        'It costs $300, paid to the notary at the appointment, and adds a business day to your expected funding date.',
    },
    es: {
      title: 'Un notario en persona',
      keywords:
        'notario en persona cita programar reunirse cara a cara notarización manual notario móvil visita título viene a mi casa domicilio agente de firma agendar reprogramar cuánto cobra 300 día extra retraso',
      questions: [
        '¿Puede venir un notario a mi casa?',
        '¿Cómo reservo el notario?',
        'el notario puede venir a mi casa',
        'cuánto cobra el notario en persona',
        'por qué tengo que firmar en persona',
        'cómo agendo la cita con el notario',
        'puedo cambiar la cita del notario',
        'todos los del título tienen que estar',
        'quién le paga al notario móvil',
        'firmar en persona retrasa el desembolso',
        'en mi estado no se puede en línea',
        '¿Existe un costo adicional por un notario en persona?',
      ],
      body:
        'Donde su estado lo exige, o cuando la sesión en línea no se pudo completar, firma ante un notario en persona: programe la cita en su solicitud para todas las personas que figuran en el título. ' +
        'Cuesta $300, que se le paga al notario en la cita, y suma un día hábil a su fecha de desembolso prevista.',
    },
  },
  {
    slug: 'co-signers',
    source: 'docs/decisions.md "Additional signers"; docs/product/privacy.md §1; docs/product/application-area.md §2.2',
    en: {
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
      ],
      body:
        'Besides you, everyone on the title must sign, and in community-property and homestead states your spouse may have to sign even when not on the title; you can also add someone. ' +
        'After you sign, we e-mail each of them an invitation: the link works for 72 hours, and you can send it again. ' +
        'They create a login, confirm their name, sign in the signer area and meet the notary. Your application moves on once everyone has signed.',
    },
    es: {
      title: 'Copropietarios y cónyuges que deben firmar',
      keywords:
        'copropietario cofirmante cónyuge esposa esposo pareja ex divorciado escritura título dueño firmar firma invitación invitar correo enlace área de firmantes firmante adicional los dos dueños ambos nombres exesposo exesposa papá mamá hijo hija hermano vencido expiró reenviar no le llegó agregar a alguien bienes gananciales crear cuenta',
      questions: [
        '¿Quién más tiene que firmar?',
        '¿El otro dueño tiene que firmar?',
        '¿Cómo invito a alguien a firmar?',
        'mi esposa tiene que firmar el heloc',
        'mi esposo no está en el préstamo tiene que firmar',
        'mi ex sigue en el título',
        'se venció el enlace de la invitación',
        'cómo reenvío la invitación para firmar',
        'a mi esposo no le llegó el correo',
        'puedo agregar a mi hijo como firmante',
        'mi copropietario necesita crear cuenta',
        'cómo le hace el otro dueño para firmar',
        '¿Por qué debe firmar mi cónyuge si no figura en el título?',
      ],
      body:
        'Además de usted, deben firmar todas las personas que figuran en el título, y en los estados de bienes gananciales y de vivienda familiar protegida (homestead) puede que su cónyuge tenga que firmar aunque no figure en el título; también puede agregar a alguien. ' +
        'Después de que usted firma, le enviamos a cada una una invitación por correo: el enlace sirve por 72 horas y puede enviarlo de nuevo. ' +
        'Cada una crea su acceso, confirma su nombre, firma en el área de firmantes y se reúne con el notario. Su solicitud avanza cuando todos han firmado.',
    },
  },
  {
    slug: 'right-to-cancel',
    source:
      'docs/product/application-area.md §2.6; the notice of right to cancel (apps/server/src/workflow/documents/closing-package-pdf.ts)',
    en: {
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
      ],
      body:
        'After you sign your closing documents you have 3 business days to cancel, without any cost, when the home is your primary residence. ' +
        'For this right every day counts except Sundays and federal public holidays. To cancel, write to us or call us before it ends; we return any fees you paid. ' +
        'Your line is funded only after the right to cancel has ended.',
    },
    es: {
      title: 'El derecho a cancelar',
      keywords:
        'cancelar cancelación rescindir rescisión cambiar de opinión arrepentirse echarse atrás después de firmar días hábiles 3 periodo de reflexión arrepentimiento me arrepentí la línea reembolso me devuelven sábado domingo feriado residencia principal plazo ya no lo quiero',
      questions: [
        '¿Puedo deshacer el préstamo después del cierre?',
        '¿Cuánto dura el período de rescisión?',
        'puedo cancelar después de firmar',
        'cuántos días tengo para cancelar',
        'me arrepentí puedo echarme para atrás',
        'el sábado cuenta para la rescisión',
        'cómo cancelo mi heloc',
        'me devuelven lo que pagué si cancelo',
        'ya no quiero el loan qué hago',
        'cuándo termina mi periodo de cancelación',
        'los días feriados cuentan',
        '¿Puedo rescindir el contrato sin costo después del cierre?',
      ],
      body:
        'Después de firmar sus documentos de cierre tiene 3 días hábiles para cancelar, sin ningún costo, cuando la vivienda es su residencia principal. ' +
        'Para este derecho cuentan todos los días excepto los domingos y los feriados federales. Para cancelar, escríbanos o llámenos antes de que termine; le devolvemos los cargos que haya pagado. ' +
        'Su línea se desembolsa solo cuando el derecho a cancelar ha terminado.',
    },
  },
  {
    slug: 'funding-times',
    source: 'docs/product/application-area.md §2.6; docs/product/registration-and-routing.md §1 (funding in 5 days)',
    en: {
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
      ],
      body:
        'We aim to fund your line within 5 business days of the day you apply. Your money is sent to the bank account you chose on the first business day after your right to cancel ends ' +
        '(3 business days after you sign, for the home you live in). Signed in, you see your expected date in your application\u2019s progress panel, and I can tell you here.',
    },
    es: {
      title: 'Cuándo llega su dinero',
      keywords:
        'desembolso desembolsan fondos dinero efectivo recibir cobrar depósito transferencia llega cae caer cuándo cuánto tarda días esperar fecha se tarda rápido prevista mismo día día siguiente fin de semana en mi cuenta me depositan todavía no me ha llegado hábiles',
      questions: [
        '¿Cuándo me desembolsan?',
        '¿Cuántos días faltan para que el dinero esté en mi cuenta?',
        'cuánto tarda en llegar el dinero',
        'cuándo recibo el dinero del heloc',
        'qué tan rápido me depositan',
        'cuándo cae el dinero a mi cuenta',
        'me pueden dar el dinero el mismo día',
        'cuál es mi fecha de desembolso',
        'por qué todavía no me llega el dinero',
        'cuántos días hábiles tarda el desembolso',
        'depositan en fin de semana',
        '¿Cuál es el plazo habitual desde la solicitud hasta el desembolso?',
      ],
      body:
        'Buscamos desembolsar su línea en 5 días hábiles desde el día en que solicita. Su dinero se envía a la cuenta bancaria que eligió el primer día hábil después de que termina su derecho a cancelar ' +
        '(3 días hábiles después de firmar, para la vivienda donde vive). Si inició sesión, ve su fecha prevista en el panel de progreso de su solicitud, y yo se la puedo decir aquí.',
    },
  },
];
