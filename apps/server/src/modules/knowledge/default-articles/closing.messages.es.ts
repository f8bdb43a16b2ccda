import type { ContentCatalogue } from '../../../platform/i18n/catalogue';
import type { CLOSING_TEXTS } from './closing.messages';
import type { ArticleText } from './default-article';

/* The Spanish of closing.ts's articles: every article of closing.messages.ts, by its slug (docs/i18n.md). */
export const CLOSING_TEXTS_ES: ContentCatalogue<typeof CLOSING_TEXTS, ArticleText> = {
  signing: {
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
      'firmar documentos',
      'firma electronica',
      'documentos de cierre',
      'donde firmo',
      '¿Cómo funciona la firma?',
    ],
    body:
      'Cuando sus documentos de cierre están listos le enviamos un correo, y usted los firma en línea en su solicitud, en una computadora o un teléfono: acepta firmar electrónicamente y firma cada documento donde se le pide. ' +
      'Su navegador pide compartir su ubicación porque el registro de una firma guarda dónde firmó, con la hora y su dispositivo; si no la comparte, igual puede firmar. ' +
      'Después de que usted firma, firman las demás personas que deben hacerlo y luego se reúne con el notario.',
  },
  notary: {
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
      'notario en linea',
      'notarizacion remota',
      'cita con el notario',
      'notario por videollamada',
      '¿Qué necesito para el notario en línea?',
    ],
    body:
      'Sus documentos de cierre se notarizan. Donde su estado y su condado lo permiten, se reúne en línea con un notario electrónico, por videollamada: tenga a mano su identificación oficial. ' +
      'El notario revisa su identificación, le hace algunas preguntas a partir de registros públicos, y usted firma y recibe el sello en la misma sesión. ' +
      'Si la sesión no se puede completar, puede cambiar a un notario en persona.',
  },
  'in-person-notary': {
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
      'notario a domicilio',
      'notario movil',
      'firma en persona',
      'costo del notario',
      '¿Puede venir un notario a mi casa?',
    ],
    body:
      'Donde su estado lo exige, o cuando la sesión en línea no se pudo completar, firma ante un notario en persona: programe la cita en su solicitud para todas las personas que figuran en el título. ' +
      'Cuesta $300, que se le paga al notario en la cita, y suma un día hábil a su fecha de desembolso prevista.',
  },
  'co-signers': {
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
      'firma del copropietario',
      'mi conyuge tiene que firmar',
      'otro dueño en el titulo',
      'invitar a un firmante',
      '¿Quién más tiene que firmar?',
    ],
    body:
      'Además de usted, deben firmar todas las personas que figuran en el título, y en los estados de bienes gananciales y de vivienda familiar protegida (homestead) puede que su cónyuge tenga que firmar aunque no figure en el título; también puede agregar a alguien. ' +
      'Después de que usted firma, le enviamos a cada una una invitación por correo: el enlace sirve por 72 horas y puede enviarlo de nuevo. ' +
      'Cada una crea su acceso, confirma su nombre, firma en el área de firmantes y se reúne con el notario. Su solicitud avanza cuando todos han firmado.',
  },
  'right-to-cancel': {
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
      'periodo de rescision',
      'cancelar despues de firmar',
      'derecho de tres dias',
      'deshacer el prestamo',
      '¿Puedo arrepentirme después del cierre?',
    ],
    body:
      'Después de firmar sus documentos de cierre tiene 3 días hábiles para cancelar, sin ningún costo, cuando la vivienda es su residencia principal. ' +
      'Para este derecho cuentan todos los días excepto los domingos y los feriados federales. Para cancelar, escríbanos o llámenos antes de que termine; le devolvemos los cargos que haya pagado. ' +
      'Su línea se desembolsa solo cuando el derecho a cancelar ha terminado.',
  },
  'funding-times': {
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
      'fecha de desembolso',
      'cuando recibo el dinero',
      'cuando depositan',
      'que tan rapido desembolsan',
      '¿Cuándo envían los fondos?',
    ],
    body:
      'Buscamos desembolsar su línea en 5 días hábiles desde el día en que solicita. Su dinero se envía a la cuenta bancaria que eligió el primer día hábil después de que termina su derecho a cancelar ' +
      '(3 días hábiles después de firmar, para la vivienda donde vive). Si inició sesión, ve su fecha prevista en el panel de progreso de su solicitud, y yo se la puedo decir aquí.',
  },
};
