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
        'sign signing signature e-sign esign electronic closing documents package location phone computer consent print paper',
      questions: ['Where do I sign?', 'Can I sign electronically?'],
      body:
        'When your closing documents are ready we e-mail you, and you sign them online in your application, on a computer or a phone: you agree to sign electronically, then sign each document where it asks. ' +
        'Your browser asks to share your location because a signature\u2019s record keeps where you signed, with the time and your device; you can still sign if you decline. ' +
        'After you sign, anyone else who must sign does so, then you meet the notary.',
    },
    es: {
      title: 'Firma de sus documentos de cierre',
      keywords:
        'firmar firma firmas electrónica documentos de cierre paquete ubicación teléfono celular computadora consentimiento imprimir papel',
      questions: ['¿Dónde firmo?', '¿Puedo firmar electrónicamente?'],
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
        'notary notarize notarization eNotary online remote video call webcam session ID questions seal closing',
      questions: ['How does the eNotary session work?', 'What do I need for the notary?'],
      body:
        'Your closing documents are notarized. Where your state and county allow it you meet an eNotary online, on a video call: have your government-issued ID ready. ' +
        'The notary checks your ID, asks you a few questions drawn from public records, and you sign and get the seal in the same session. ' +
        'If the session cannot be completed, you can switch to a notary in person.',
    },
    es: {
      title: 'El notario en línea',
      keywords:
        'notario notarizar notarización notario electrónico en línea remoto video videollamada cámara sesión identificación preguntas sello cierre',
      questions: ['¿Cómo funciona la sesión con el notario electrónico?', '¿Qué necesito para el notario?'],
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
      keywords: 'in person notary appointment schedule meet face to face manual notarization mobile notary visit title',
      questions: ['Can a notary come to me?', 'How do I book the notary?'],
      body:
        'Where your state requires it, or when the online session could not be completed, you sign in front of a notary in person: schedule the appointment in your application for everyone on the title. ' +
        'It costs $300, paid to the notary at the appointment, and adds a business day to your expected funding date.',
    },
    es: {
      title: 'Un notario en persona',
      keywords:
        'notario en persona cita programar reunirse cara a cara notarización manual notario móvil visita título',
      questions: ['¿Puede venir un notario a mi casa?', '¿Cómo reservo el notario?'],
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
        'co-owner co-signer cosigner spouse wife husband partner ex former divorced deed title owner sign signature invitation invite email link signer area additional signer',
      questions: ['Who else has to sign?', 'Does the other owner need to sign?', 'How do I invite someone to sign?'],
      body:
        'Besides you, everyone on the title must sign, and in community-property and homestead states your spouse may have to sign even when not on the title; you can also add someone. ' +
        'After you sign, we e-mail each of them an invitation: the link works for 72 hours, and you can send it again. ' +
        'They create a login, confirm their name, sign in the signer area and meet the notary. Your application moves on once everyone has signed.',
    },
    es: {
      title: 'Copropietarios y cónyuges que deben firmar',
      keywords:
        'copropietario cofirmante cónyuge esposa esposo pareja ex divorciado escritura título dueño firmar firma invitación invitar correo enlace área de firmantes firmante adicional',
      questions: [
        '¿Quién más tiene que firmar?',
        '¿El otro dueño tiene que firmar?',
        '¿Cómo invito a alguien a firmar?',
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
      keywords: 'cancel cancellation rescind rescission change my mind back out withdraw after signing business days',
      questions: ['Can I undo the loan after closing?', 'How long is the rescission period?'],
      body:
        'After you sign your closing documents you have 3 business days to cancel, without any cost, when the home is your primary residence. ' +
        'For this right every day counts except Sundays and federal public holidays. To cancel, write to us or call us before it ends; we return any fees you paid. ' +
        'Your line is funded only after the right to cancel has ended.',
    },
    es: {
      title: 'El derecho a cancelar',
      keywords:
        'cancelar cancelación rescindir rescisión cambiar de opinión arrepentirse echarse atrás después de firmar días hábiles',
      questions: ['¿Puedo deshacer el préstamo después del cierre?', '¿Cuánto dura el período de rescisión?'],
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
        'funding funded funds money cash receive get paid deposit transfer arrive hit land when how long days wait date disbursement',
      questions: ['When will I be funded?', 'How many days until the money is in my account?'],
      body:
        'We aim to fund your line within 5 business days of the day you apply. Your money is sent to the bank account you chose on the first business day after your right to cancel ends ' +
        '(3 business days after you sign, for the home you live in). Signed in, you see your expected date in your application\u2019s progress panel, and I can tell you here.',
    },
    es: {
      title: 'Cuándo llega su dinero',
      keywords:
        'desembolso desembolsan fondos dinero efectivo recibir cobrar depósito transferencia llega cae caer cuándo cuánto tarda días esperar fecha',
      questions: ['¿Cuándo me desembolsan?', '¿Cuántos días faltan para que el dinero esté en mi cuenta?'],
      body:
        'Buscamos desembolsar su línea en 5 días hábiles desde el día en que solicita. Su dinero se envía a la cuenta bancaria que eligió el primer día hábil después de que termina su derecho a cancelar ' +
        '(3 días hábiles después de firmar, para la vivienda donde vive). Si inició sesión, ve su fecha prevista en el panel de progreso de su solicitud, y yo se la puedo decir aquí.',
    },
  },
];
