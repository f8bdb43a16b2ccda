import {
  CHAT_ALERTS,
  CHAT_ATTACHMENT_REFUSED_MESSAGE,
  CHAT_ATTACHMENT_TOO_LARGE_MESSAGE,
  CHAT_ENDED_THANKS,
} from '../chat/alerts';
import { CHAT_FEEDBACK_REASONS } from '../chat/feedback';
import { LINE_DRAW_MESSAGES } from '../closing/line-draws';
import { NOTARY_ID_DOCUMENT_LABELS, NOTARY_MESSAGES } from '../closing/notary';
import {
  CONDITION_NOT_ANSWERABLE_MESSAGE,
  CONDITION_STATE_LABELS,
  CONDITION_WRONG_ACTION_MESSAGE,
} from '../conditions/condition-states';
import {
  ESIGN_TRANSLATION_NOTE_TEXT,
  HMDA_ANSWERED_LABEL,
  HMDA_NOT_ANSWERED_LABEL,
  MARITAL_STATUS_WHY,
} from '../enums/application-details';
import {
  HMDA_ETHNICITY_LABELS,
  HMDA_FREE_TEXT_PROMPTS,
  HMDA_GROUP_LABELS,
  HMDA_INTRO,
  HMDA_MULTI_CHOICE_HINT,
  HMDA_NOT_PROVIDED_LABEL,
  HMDA_RACE_LABELS,
  HMDA_SEX_LABELS,
} from '../enums/hmda';
import {
  PROFILE_FETCH_FAILED_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  RESPONSE_NOT_DEFINED_MESSAGE,
  SESSION_NOT_ESTABLISHED_MESSAGE,
  SESSION_RETRIES_FAILED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '../helpers/errors';
import { LEAVE_SURVEY_REASON_LABELS, LEAVE_SURVEY_REASON_REQUIRED_MESSAGE } from '../helpers/leave-survey';
import { NO_NOTIFICATIONS_TEXT, VIEW_ALL_TEXT, VIEW_LESS_TEXT } from '../notifications/notification-menu';
import { SIGNING_CONSENT_TEXT, SIGNING_LOCATION_ALERT, SIGNING_MESSAGES } from '../signing';
import {
  SIGNER_DUPLICATE_MESSAGE,
  SIGNER_EMAIL_MISMATCH_MESSAGE,
  SIGNER_EMAIL_TAKEN_MESSAGE,
  SIGNER_INVITATION_INVALID_MESSAGE,
  SIGNER_NOT_EDITABLE_MESSAGE,
  SIGNER_OWN_EMAIL_MESSAGE,
  SIGNERS_CLOSED_MESSAGE,
  TOO_MANY_SIGNERS_MESSAGE,
} from '../signers';
import * as V from '../validation/messages';
import { passwordRules } from '../validation/password';
import { NO_ASSETS_MESSAGE } from '../valuation/assets';
import {
  ANSWER_REQUIRED_MESSAGE,
  APPRAISAL_TURNAROUND_TEXT,
  BPO_AUTHORIZATION_REQUIRED_MESSAGE,
  BPO_TURNAROUND_TEXT,
  ESTIMATED_VALUE_MIN_MESSAGE,
  ESTIMATED_VALUE_REQUIRED_MESSAGE,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITION_REQUIRED_MESSAGE,
  REPAIRS_DESCRIPTION_REQUIRED_MESSAGE,
} from '../valuation/valuation';
import { CONTACT_LINK, DASHBOARD_LINK } from '../org/platform-links';
import { APPLICATION_PROGRESS_STEPS, ENOTARY_STEP, MANUAL_NOTARY_STEP } from '../progress/application-progress';
import { FUNDING_STEP_LABELS } from '../closing/funding-forecast';
import {
  EMPLOYMENT_TYPE_LABELS,
  OCCUPANCY_TYPE_LABELS,
  OFFER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYOFF_PREFERENCE_LABELS,
} from '../enums/application-details';
import { APPLICATION_DOCUMENT_KIND_LABELS } from '../enums/documents';
import { INCOME_DOCUMENT_TYPE_LABELS, INCOME_VERIFICATION_METHOD_LABELS } from '../enums/income-verification';
import { BANK_ACCOUNT_TYPE_LABELS, LIEN_ACTION_LABELS } from '../enums/loan';
import { ID_TYPE_LABELS, MARITAL_STATUS_LABELS, UNMARRIED_HINT } from '../enums/person';
import { SIGNER_PROGRESS_LABELS, SIGNER_RELATIONSHIP_LABELS } from '../signers';
import type { Language } from './languages';

/*
 * The Spanish of the texts the domain writes in English for a person to read (docs/i18n.md): validation messages,
 * errors, labels and the usual waits. Keyed by the exact English, taken from the constants themselves, so a change of
 * the English text leaves its Spanish unfound (and the test in this folder failing) instead of silently wrong. The
 * console's texts stay English and are not here. Messages built from a value (a number, an amount) have a Spanish
 * function below, and localizeMessage recognises them too.
 */

const labels = <K extends string>(english: Readonly<Record<K, string>>, spanish: Readonly<Record<K, string>>) =>
  Object.fromEntries((Object.keys(english) as K[]).map((key) => [english[key], spanish[key]]));

const passwordRule = (id: string): string => passwordRules.find((rule) => rule.id === id)?.label ?? id;

// Built in a call marked pure, so a bundle that never reads the catalogue (the app for an English reader) leaves it out.
export const SPANISH_MESSAGES: Readonly<Record<string, string>> = /* @__PURE__ */ (() => ({
  // validation/messages.ts
  [V.REQUIRED_MESSAGE]: 'Obligatorio',
  [V.PASSWORDS_DONT_MATCH_MESSAGE]: 'Las contraseñas no coinciden',
  [V.EMAIL_REQUIRED_MESSAGE]: 'Ingrese su correo electrónico',
  [V.EMAIL_INVALID_MESSAGE]: 'Ingrese un correo electrónico válido',
  [V.PHONE_REQUIRED_MESSAGE]: 'Ingrese su teléfono celular',
  [V.PHONE_INVALID_MESSAGE]: 'Ingrese un número de teléfono válido',
  [V.PHONE_COUNTRY_CODE_MESSAGE]: 'No es necesario el código de país 1',
  [V.FIRST_NAME_REQUIRED_MESSAGE]: 'Ingrese el nombre',
  [V.FIRST_NAME_TOO_SHORT_MESSAGE]: 'El nombre debe tener al menos 2 caracteres',
  [V.LAST_NAME_REQUIRED_MESSAGE]: 'El apellido es obligatorio',
  [V.LAST_NAME_TOO_SHORT_MESSAGE]: 'El apellido debe tener al menos 2 caracteres',
  [V.UNSUPPORTED_CHARACTERS_MESSAGE]: 'Algunos de los caracteres ingresados no se admiten.',
  [V.DOB_REQUIRED_MESSAGE]: 'La fecha de nacimiento es obligatoria',
  [V.DOB_INVALID_MESSAGE]: 'Fecha no válida',
  [V.DOB_MIN_AGE_MESSAGE]: 'Debe tener al menos 18 años',
  [V.DOB_AGE_RESTRICTED_MESSAGE]: 'Debe tener 62 años o más para solicitar un préstamo',
  [V.DOB_ALABAMA_MIN_AGE_MESSAGE]: 'Debe tener al menos 19 años',
  [V.STREET_REQUIRED_MESSAGE]: 'La dirección es obligatoria',
  [V.CITY_INVALID_MESSAGE]: 'Ingrese un nombre de ciudad válido',
  [V.STATE_LENGTH_MESSAGE]: 'El estado debe tener dos caracteres',
  [V.STATE_INVALID_MESSAGE]: 'Ingrese un estado válido',
  [V.STATE_NOT_AVAILABLE_MESSAGE]:
    'Todavía no estamos disponibles en su estado o no estamos otorgando préstamos en su zona por ahora, pero trabajamos para lograrlo.',
  [V.ZIP_INVALID_MESSAGE]: 'Ingrese un código postal válido',
  [V.PROPERTY_ADDRESS_INVALID_MESSAGE]: 'Ingrese una dirección de propiedad válida',
  [V.OCCUPANCY_REQUIRED_MESSAGE]: 'Seleccione un tipo de ocupación',
  [V.UNEMPLOYED_MESSAGE]: 'Lo sentimos. Por ahora no otorgamos préstamos a personas desempleadas.',
  [V.INCOME_MIN_MESSAGE]: 'Debe ser de al menos $0',
  // also valuation's ESTIMATED_VALUE_MAX_MESSAGE, the same text
  [V.INCOME_MAX_MESSAGE]: 'Debe ser menor de $10,000,000',
  [V.REFERRER_UNLICENSED_STATE_MESSAGE]:
    'No podemos procesar su solicitud en este momento. Comuníquese con el oficial de préstamos que lo refirió para obtener más información.',
  [V.HAWAII_PROPERTY_MESSAGE]: 'Parece que su solicitud es para una propiedad ubicada en Hawái.',
  [V.FEEDBACK_MESSAGE_MIN_MESSAGE]: 'Debe tener al menos 10 caracteres',
  [V.FEEDBACK_MESSAGE_MAX_MESSAGE]: 'Debe tener como máximo 1000 caracteres',
  [V.CHAT_FIELD_TOO_LONG_MESSAGE]: 'No puede tener más de 128 caracteres',
  [V.CHAT_FEEDBACK_REASON_MESSAGE]: 'Seleccione un motivo',
  [V.CHAT_FEEDBACK_TOO_LONG_MESSAGE]: 'Limite su respuesta a 140 caracteres.',
  [V.APP_ID_REQUIRED_MESSAGE]: 'Se necesita el ID de la solicitud para guardar el experimento',
  [V.MARITAL_STATUS_REQUIRED_MESSAGE]: 'Seleccione su estado civil',
  [V.MAILING_ADDRESS_CHOICE_MESSAGE]: 'Indíquenos adónde enviar su correspondencia',
  [V.HMDA_ETHNICITY_REQUIRED_MESSAGE]: "Seleccione su origen étnico, o 'No deseo proporcionar esta información'",
  [V.HMDA_RACE_REQUIRED_MESSAGE]: "Seleccione su raza, o 'No deseo proporcionar esta información'",
  [V.HMDA_SEX_REQUIRED_MESSAGE]: "Seleccione su sexo, o 'No deseo proporcionar esta información'",
  [V.HMDA_NOT_PROVIDED_EXCLUSIVE_MESSAGE]:
    "'No deseo proporcionar esta información' no se puede combinar con otras respuestas",
  [V.TEXT_TOO_LONG_MESSAGE]: 'Use 100 caracteres o menos',
  [V.ESIGN_CONSENT_REQUIRED_MESSAGE]: 'Para continuar, acepte recibir sus documentos en forma electrónica',
  [V.ESIGN_CONSENT_VERSION_MESSAGE]:
    'El consentimiento para registros electrónicos cambió desde que abrió esta página: léalo de nuevo y acéptelo',
  [V.CONTACT_DETAILS_MISSING_MESSAGE]: 'Primero confirme sus datos de contacto y su estado civil',
  [V.HMDA_MISSING_MESSAGE]: 'Primero responda las preguntas demográficas',
  [V.STEP_NOT_AVAILABLE_MESSAGE]: 'Su solicitud no está en este paso: consulte su estado para continuar',
  [V.DETAILS_LOCKED_MESSAGE]: 'Su solicitud ya se envió: estos datos ya no se pueden cambiar',
  [V.INSTITUTION_REQUIRED_MESSAGE]: 'Elija su institución',
  [V.LINK_USERNAME_REQUIRED_MESSAGE]: 'Ingrese su nombre de usuario',
  [V.LINK_PASSWORD_REQUIRED_MESSAGE]: 'Ingrese su contraseña',
  [V.EMPLOYER_NAME_REQUIRED_MESSAGE]: 'Ingrese el nombre de su empleador',
  [V.EMPLOYER_CONTACT_NAME_REQUIRED_MESSAGE]: 'Ingrese el nombre de un contacto en su empleador',
  [V.EMPLOYER_CONTACT_PHONE_REQUIRED_MESSAGE]: 'Ingrese el número de teléfono de su contacto',
  [V.EMPLOYER_CONTACT_EMAIL_REQUIRED_MESSAGE]: 'Ingrese el correo electrónico de su contacto',
  [V.INCOME_DOCUMENT_TYPE_REQUIRED_MESSAGE]: 'Elija el tipo de documento',
  [V.LINK_INVALID_CREDENTIALS_MESSAGE]:
    'Ese nombre de usuario y contraseña no funcionaron. Revíselos e intente de nuevo.',
  [V.LINK_INSTITUTION_UNAVAILABLE_MESSAGE]:
    'No pudimos comunicarnos con su institución en este momento. Intente de nuevo en unos minutos o elija otra forma de verificación.',
  [V.INCOME_DOCUMENTS_INCOMPLETE_MESSAGE]: 'Suba todos los documentos solicitados antes de enviar',
  [V.INCOME_METHOD_NOT_OFFERED_MESSAGE]: 'Esta forma de verificar los ingresos no se ofrece para su tipo de empleo',
  [V.UPLOAD_REQUIRED_MESSAGE]: 'Elija un archivo para subir',
  [V.UPLOAD_EMPTY_MESSAGE]: 'Este archivo está vacío',
  [V.UPLOAD_TOO_LARGE_MESSAGE]: 'Los archivos deben ser de 10 MB o menos',
  [V.UPLOAD_TYPE_MESSAGE]: 'Suba un archivo PDF, JPEG, PNG o HEIC',
  [V.ID_TYPE_REQUIRED_MESSAGE]: 'Elija el tipo de identificación',
  [V.ID_FRONT_REQUIRED_MESSAGE]: 'Agregue una foto del frente de su identificación',
  [V.ID_BACK_REQUIRED_MESSAGE]: 'Agregue una foto del reverso de su identificación',
  [V.ID_STILL_CHECKING_MESSAGE]: 'Todavía estamos revisando la identificación que envió. Espere la respuesta.',
  [V.ID_VERIFICATION_FAILED_MESSAGE]:
    'No pudimos verificar su identificación con estas fotos. Tome una foto nueva de toda la identificación con buena luz y envíela de nuevo.',
  [V.ID_UNDER_REVIEW_MESSAGE]:
    'Uno de nuestros especialistas en identidad está revisando su identificación. Esto suele tardar hasta un día hábil.',
  [V.LIEN_ACTION_REQUIRED_MESSAGE]: 'Elija qué hacer con este préstamo',
  [V.LIEN_PROOF_REQUIRED_MESSAGE]: 'Suba un comprobante de que este préstamo está pagado',
  [V.ACCOUNT_TYPE_REQUIRED_MESSAGE]: 'Seleccione un tipo de cuenta',
  [V.ACCOUNT_HOLDER_REQUIRED_MESSAGE]: 'Ingrese el nombre del titular de la cuenta',
  [V.ROUTING_NUMBER_REQUIRED_MESSAGE]: 'Ingrese el número de ruta bancaria',
  [V.ROUTING_NUMBER_INVALID_MESSAGE]: 'Ingrese un número de ruta bancaria válido de 9 dígitos',
  [V.ACCOUNT_NUMBER_REQUIRED_MESSAGE]: 'Ingrese el número de cuenta',
  [V.ACCOUNT_NUMBER_INVALID_MESSAGE]: 'El número de cuenta debe tener de 4 a 17 dígitos',
  [V.ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE]: 'Los números de cuenta no coinciden',
  [V.AUTOPAY_ACCOUNT_REQUIRED_MESSAGE]: 'Ingrese la cuenta desde la que pagará',
  [V.BANK_LINK_UNAVAILABLE_MESSAGE]:
    'No pudimos comunicarnos con su banco en este momento. Intente de nuevo en unos minutos o ingrese los datos de su cuenta manualmente.',
  [V.BANK_ACCOUNT_NOT_FOUND_MESSAGE]: 'Su banco no tiene una cuenta de ese tipo a su nombre. Elija otra.',
  [V.DISBURSE_ACCOUNT_FIRST_MESSAGE]: 'Primero indique la cuenta a la que irán sus fondos',
  [V.AUTOPAY_CHOICE_FIRST_MESSAGE]: 'Primero elija si desea usar el pago automático',
  [V.AUTOPAY_ENROLL_REQUIRED_MESSAGE]: 'Elija si desea pagar automáticamente',
  [V.SSN_REQUIRED_MESSAGE]: 'Ingrese su número de Seguro Social',
  [V.SSN_INVALID_MESSAGE]: 'Ingrese un número de Seguro Social válido de 9 dígitos',
  [V.PASSWORD_TOO_LONG_MESSAGE]: 'Use como máximo 256 caracteres',
  [V.COMMON_PASSWORD_MESSAGE]:
    'Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas y de uso frecuente. Elija otra, por ejemplo algunas palabras sin relación entre sí.',
  [V.MFA_CODE_REQUIRED_MESSAGE]: 'Ingrese el código de 6 dígitos o un código de recuperación',
  [V.MFA_CODE_INVALID_MESSAGE]:
    'Ingrese el código de 6 dígitos de su aplicación de autenticación o un código de recuperación',
  [V.MFA_CODE_INCORRECT_MESSAGE]: 'Ese código no es correcto o ya se usó. Intente de nuevo.',
  [V.MFA_CHALLENGE_EXPIRED_MESSAGE]:
    'Su inicio de sesión venció. Ingrese de nuevo su correo electrónico y su contraseña.',
  [V.MFA_ALREADY_ON_MESSAGE]: 'La verificación en dos pasos ya está activada.',
  [V.MFA_NOT_STARTED_MESSAGE]: 'Primero comience a configurar la verificación en dos pasos.',
  [V.MFA_NOT_ON_MESSAGE]: 'La verificación en dos pasos no está activada.',
  [V.MFA_DISABLE_REFUSED_MESSAGE]: 'La contraseña o el código no son correctos.',
  [V.MFA_SETUP_REQUIRED_MESSAGE]:
    'Su función requiere la verificación en dos pasos. Configúrela antes de iniciar sesión en este portal.',

  // validation/password.ts: the rules the strength meter lists
  [passwordRule('uppercase')]: 'Una letra mayúscula',
  [passwordRule('lowercase')]: 'Una letra minúscula',
  [passwordRule('digit')]: 'Un número',
  [passwordRule('special')]: 'Un carácter especial (! @ # $ % ^ & *)',

  // helpers/errors.ts (the wire codes such as 'unauthenticated' are not shown and stay as they are)
  [UNEXPECTED_ERROR_MESSAGE]: 'Ocurrió algo inesperado',
  [PROFILE_FETCH_FAILED_MESSAGE]: 'No se pudieron obtener los datos del perfil.',
  [REQUEST_FAILED_MESSAGE]: 'La solicitud no se completó.',
  [USER_NOT_FOUND_MESSAGE]: 'No se encontró el usuario',
  [SESSION_RETRIES_FAILED_MESSAGE]: 'Ocurrió un error al establecer una sesión y los reintentos no funcionaron',
  [SESSION_NOT_ESTABLISHED_MESSAGE]: 'No se pudo establecer la sesión',
  [RESPONSE_NOT_DEFINED_MESSAGE]: 'La llamada no recibió respuesta',

  // helpers/leave-survey.ts
  [LEAVE_SURVEY_REASON_REQUIRED_MESSAGE]: 'Elija la respuesta más cercana a la suya',
  ...labels(LEAVE_SURVEY_REASON_LABELS, {
    NEED_TIME: 'Necesito más tiempo para decidir',
    RATE_OR_PAYMENT: 'La tasa o el pago es más alto de lo que esperaba',
    LINE_TOO_SMALL: 'La línea es menor de lo que necesito',
    PRIVACY: 'No me siento cómodo compartiendo esta información',
    SOMETHING_BROKEN: 'Algo en esta página no funciona',
    TALK_TO_SOMEONE: 'Quiero hablar con alguien primero',
    OTHER: 'Otra cosa',
  }),

  // chat
  ...Object.fromEntries(
    (Object.keys(CHAT_ALERTS) as (keyof typeof CHAT_ALERTS)[]).map((key) => [
      CHAT_ALERTS[key].text,
      {
        reconnecting: 'Se perdió la conexión. Intentando reconectar.',
        general: 'Algo salió mal. Intente de nuevo más tarde.',
        invalidToken: 'El estado del token no es válido.',
        sendFailed: 'Algo salió mal. Intente reenviar el mensaje.',
      }[key],
    ]),
  ),
  [CHAT_ENDED_THANKS]: '¡Gracias por chatear con nosotros!',
  [CHAT_ATTACHMENT_REFUSED_MESSAGE]:
    'No se puede enviar este tipo de archivo. Adjunte un archivo JPG, PNG, AMR, MP3, MP4, PDF o TXT.',
  [CHAT_ATTACHMENT_TOO_LARGE_MESSAGE]: 'Este archivo pesa más de 10 MB.',
  ...Object.fromEntries(
    CHAT_FEEDBACK_REASONS.map((reason, index) => [
      reason,
      [
        'La respuesta estaba equivocada',
        'La respuesta no correspondía a mi pregunta',
        'La respuesta era difícil de entender',
        'Necesito hablar con una persona',
        'Otra cosa',
      ][index]!,
    ]),
  ),

  // conditions
  [CONDITION_NOT_ANSWERABLE_MESSAGE]:
    'Esta solicitud ya está con nuestros revisores: ahora no se puede agregar ni quitar nada',
  [CONDITION_WRONG_ACTION_MESSAGE]: 'Esta solicitud no se responde de esta forma',
  ...labels(CONDITION_STATE_LABELS, {
    NEEDED: 'Pendiente',
    SUBMITTED: 'Enviado',
    IN_REVIEW: 'En revisión',
    ACCEPTED: 'Aceptado',
    REJECTED: 'Necesita otra revisión',
  }),

  // signing and signers
  [SIGNING_CONSENT_TEXT]:
    'Acepto firmar estos documentos de cierre en forma electrónica. Mi firma electrónica tiene el mismo efecto que mi firma manuscrita, y puedo descargar una copia firmada de cada documento.',
  [SIGNING_LOCATION_ALERT.title]: 'Por qué le pedimos su ubicación',
  [SIGNING_LOCATION_ALERT.body]:
    'Cuando usted firma electrónicamente, registramos dónde firmó junto con la hora y su dispositivo, como parte del registro de auditoría de la firma. Su navegador le pedirá compartir su ubicación. Si no acepta, igual puede firmar; en ese caso registramos su dirección de internet.',
  ...labels(SIGNING_MESSAGES, {
    notReady: 'Sus documentos de cierre todavía se están preparando.',
    consentFirst: 'Primero acepte firmar electrónicamente.',
    readFirst: 'Lea el documento hasta el final antes de firmarlo.',
    documentChanged: 'Este documento cambió desde que lo abrió. Ábralo de nuevo.',
    notYourPlace: 'Esta firma no le corresponde a usted.',
    unsignedPlaces: 'Firme todos los documentos antes de terminar.',
    notSigning: 'Sus documentos no se pueden firmar en esta etapa.',
  }),
  [SIGNER_INVITATION_INVALID_MESSAGE]:
    'Este enlace de invitación venció o ya se usó. Pida al solicitante que le envíe una nueva invitación.',
  [SIGNER_EMAIL_TAKEN_MESSAGE]:
    'Ya existe una cuenta con este correo electrónico. Inicie sesión con ella y luego abra de nuevo el enlace de invitación.',
  [SIGNER_EMAIL_MISMATCH_MESSAGE]:
    'Esta invitación se envió a otro correo electrónico. Inicie sesión con el correo al que se envió la invitación.',
  [SIGNER_DUPLICATE_MESSAGE]: 'Esta persona ya se agregó como firmante.',
  [SIGNER_OWN_EMAIL_MESSAGE]: 'Ingrese el correo electrónico del otro firmante, no el suyo.',
  [SIGNER_NOT_EDITABLE_MESSAGE]: 'Este firmante ya creó una cuenta y ya no se puede cambiar.',
  [SIGNERS_CLOSED_MESSAGE]: 'Solo se pueden agregar firmantes mientras la solicitud espera sus firmas.',
  [TOO_MANY_SIGNERS_MESSAGE]: 'Una solicitud puede tener como máximo 6 firmantes adicionales.',

  // closing
  ...labels(NOTARY_MESSAGES, {
    documentTypeRequired: 'Elija la identificación que mostrará al notario',
    documentLast4: 'Ingrese los últimos 4 caracteres del número de identificación',
    answerEveryQuestion: 'Responda todas las preguntas',
    deedSignedRequired: 'Firme la escritura antes de que el notario aplique el sello',
    slotRequired: 'Elija una hora y un lugar',
  }),
  [LINE_DRAW_MESSAGES.notFunded]: 'Su línea todavía no tiene fondos.',
  [LINE_DRAW_MESSAGES.onlyPrimary]: 'Solo el prestatario puede retirar fondos de la línea.',
  [LINE_DRAW_MESSAGES.noAccount]:
    'Su línea no tiene una cuenta bancaria a la que enviar un retiro. Comuníquese con nosotros para agregar una.',
  [LINE_DRAW_MESSAGES.pending]: 'Su último retiro todavía está en camino. Puede pedir otro cuando se haya depositado.',
  [LINE_DRAW_MESSAGES.wholeDollars]: 'Ingrese una cantidad en dólares enteros.',
  [LINE_DRAW_MESSAGES.belowMinimum]: 'El retiro mínimo es de $500.',
  [LINE_DRAW_MESSAGES.nothingAvailable]: 'Toda su línea está retirada: no hay nada disponible para retirar.',

  // valuation
  [NO_ASSETS_MESSAGE]: 'Primero vincule una cuenta o suba un estado de cuenta',
  [BPO_TURNAROUND_TEXT]: '2 a 5 días hábiles',
  [APPRAISAL_TURNAROUND_TEXT]: '7 a 10 días hábiles',
  [ESTIMATED_VALUE_REQUIRED_MESSAGE]: 'Ingrese su estimación del valor de su vivienda',
  [ESTIMATED_VALUE_MIN_MESSAGE]: 'Debe ser de al menos $50,000',
  [ANSWER_REQUIRED_MESSAGE]: 'Responda esta pregunta',
  [PROPERTY_CONDITION_REQUIRED_MESSAGE]: 'Elija el estado de su propiedad',
  [REPAIRS_DESCRIPTION_REQUIRED_MESSAGE]: 'Indíquenos qué reparaciones se necesitan',
  [BPO_AUTHORIZATION_REQUIRED_MESSAGE]: 'Acepte para que podamos pedir la valuación',
  ...labels(PROPERTY_CONDITION_LABELS, {
    EXCELLENT: 'Excelente: como nueva, renovada recientemente',
    GOOD: 'Buena: bien cuidada, solo con desgaste normal',
    AVERAGE: 'Regular: necesita algunas actualizaciones o reparaciones pequeñas',
    FAIR: 'Aceptable: necesita varias reparaciones',
    POOR: 'Mala: necesita reparaciones importantes',
  }),

  // status/usual-waits.ts: how long a wait usually lasts
  'less than a minute': 'menos de un minuto',
  'a few minutes': 'unos minutos',
  'up to one business day': 'hasta un día hábil',
  '1 to 3 business days': '1 a 3 días hábiles',
  'less than a business day': 'menos de un día hábil',

  // enums: the demographic questions and the summary
  [HMDA_NOT_PROVIDED_LABEL]: 'No deseo proporcionar esta información',
  ...labels(HMDA_ETHNICITY_LABELS, {
    HISPANIC_OR_LATINO: 'Hispano o latino',
    MEXICAN: 'Mexicano',
    PUERTO_RICAN: 'Puertorriqueño',
    CUBAN: 'Cubano',
    OTHER_HISPANIC_OR_LATINO: 'Otro origen hispano o latino',
    NOT_HISPANIC_OR_LATINO: 'No hispano ni latino',
    NOT_PROVIDED: 'No deseo proporcionar esta información',
  } as Record<keyof typeof HMDA_ETHNICITY_LABELS, string>),
  ...labels(HMDA_RACE_LABELS, {
    AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'Indígena americano o nativo de Alaska',
    ASIAN: 'Asiático',
    ASIAN_INDIAN: 'Indio asiático',
    CHINESE: 'Chino',
    FILIPINO: 'Filipino',
    JAPANESE: 'Japonés',
    KOREAN: 'Coreano',
    VIETNAMESE: 'Vietnamita',
    OTHER_ASIAN: 'Otro asiático',
    BLACK_OR_AFRICAN_AMERICAN: 'Negro o afroamericano',
    NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: 'Nativo de Hawái u otra isla del Pacífico',
    NATIVE_HAWAIIAN: 'Nativo de Hawái',
    GUAMANIAN_OR_CHAMORRO: 'Guameño o chamorro',
    SAMOAN: 'Samoano',
    OTHER_PACIFIC_ISLANDER: 'Otro isleño del Pacífico',
    WHITE: 'Blanco',
    NOT_PROVIDED: 'No deseo proporcionar esta información',
  } as Record<keyof typeof HMDA_RACE_LABELS, string>),
  ...labels(HMDA_SEX_LABELS, {
    FEMALE: 'Femenino',
    MALE: 'Masculino',
    NOT_PROVIDED: 'No deseo proporcionar esta información',
  } as Record<keyof typeof HMDA_SEX_LABELS, string>),
  [HMDA_FREE_TEXT_PROMPTS.OTHER_HISPANIC_OR_LATINO.prompt]: 'Ingrese el origen',
  [HMDA_FREE_TEXT_PROMPTS.OTHER_HISPANIC_OR_LATINO.examples!]:
    'Ejemplos: argentino, colombiano, dominicano, nicaragüense, salvadoreño, español, etc.',
  [HMDA_FREE_TEXT_PROMPTS.AMERICAN_INDIAN_OR_ALASKA_NATIVE.prompt]:
    'Ingrese el nombre de la tribu inscrita o principal',
  [HMDA_FREE_TEXT_PROMPTS.OTHER_ASIAN.prompt]: 'Ingrese la raza',
  [HMDA_FREE_TEXT_PROMPTS.OTHER_ASIAN.examples!]: 'Ejemplos: hmong, laosiano, tailandés, paquistaní, camboyano, etc.',
  [HMDA_FREE_TEXT_PROMPTS.OTHER_PACIFIC_ISLANDER.examples!]: 'Ejemplos: fiyiano, tongano, etc.',
  [HMDA_GROUP_LABELS.ethnicity]: 'Origen étnico',
  [HMDA_GROUP_LABELS.race]: 'Raza',
  [HMDA_GROUP_LABELS.sex]: 'Sexo',
  [HMDA_MULTI_CHOICE_HINT]: 'Marque una o más opciones',
  [HMDA_INTRO]:
    'El propósito de recopilar esta información es ayudar a garantizar que todos los solicitantes reciban un trato justo y que se satisfagan las necesidades de vivienda de las comunidades y los vecindarios. Para los préstamos hipotecarios residenciales, la ley federal exige que pidamos a los solicitantes su información demográfica (origen étnico, sexo y raza) para supervisar nuestro cumplimiento de las leyes de igualdad de oportunidades de crédito, vivienda justa y divulgación de hipotecas. Usted no está obligado a proporcionar esta información, pero le recomendamos hacerlo. Puede seleccionar una o más opciones de "Origen étnico" y una o más de "Raza". La ley establece que no podemos discriminar por esta información ni por su decisión de proporcionarla. Sin embargo, si decide no proporcionarla y presentó esta solicitud en persona, las regulaciones federales nos exigen anotar su origen étnico, sexo y raza según observación visual o apellido. La ley también establece que no podemos discriminar por la edad o el estado civil que usted indique en esta solicitud. Si no desea proporcionar parte o toda esta información, marque abajo.',
  [HMDA_ANSWERED_LABEL]: 'Respondidas',
  [HMDA_NOT_ANSWERED_LABEL]: 'Sin responder aún',
  [MARITAL_STATUS_WHY]:
    'Se lo preguntamos porque en los estados de bienes gananciales, y en los estados que protegen la vivienda familiar, un cónyuge puede tener derechos sobre la vivienda aunque no figure en el préstamo. En ese caso, es posible que su cónyuge deba firmar con usted algunos documentos de cierre.',
  [ESIGN_TRANSLATION_NOTE_TEXT]:
    'Esta es nuestra traducción al español del consentimiento. Si las dos versiones difieren, prevalece la versión en inglés, que puede leer a continuación.',

  // notifications menu
  [NO_NOTIFICATIONS_TEXT]: 'No hay notificaciones',
  [VIEW_ALL_TEXT]: 'Ver todas',
  [VIEW_LESS_TEXT]: 'Ver menos',

  // Messages written inline in the contracts a borrower's screens send (no constant to import).
  'Please enter whole dollars': 'Ingrese dólares enteros',
  'Each lien may be answered once': 'Cada gravamen se puede responder una sola vez',
  'Please write your explanation': 'Escriba su explicación',
  'Please agree to sign electronically': 'Acepte firmar electrónicamente',
  'Please read the current consent and agree again': 'Lea el consentimiento actual y acéptelo de nuevo',
  'Please type your full name as your signature': 'Escriba su nombre completo como firma',
  'Please draw your signature': 'Dibuje su firma',
  'Enter the amount to draw.': 'Ingrese la cantidad que desea retirar.',
  'Please select how this person is related to the home': 'Seleccione qué relación tiene esta persona con la vivienda',
  'Please confirm that you want to withdraw your application': 'Confirme que desea retirar su solicitud',
  // The labels the borrower's screens show for the domain's codes.
  ...labels(MARITAL_STATUS_LABELS, { MARRIED: 'Casado(a)', SEPARATED: 'Separado(a)', UNMARRIED: 'No casado(a)' }),
  [UNMARRIED_HINT]:
    'Soltero(a), divorciado(a), viudo(a), unión civil, pareja de hecho, relación registrada de beneficiarios recíprocos',
  ...labels(OCCUPANCY_TYPE_LABELS, {
    HOME: 'Residencia principal',
    SECONDARY: 'Segunda vivienda',
    INVESTMENT: 'Propiedad de inversión',
  }),
  ...labels(EMPLOYMENT_TYPE_LABELS, {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    SELF_EMPLOYED: 'Trabajador(a) por cuenta propia',
    RETIRED: 'Jubilado(a)',
    UNEMPLOYED: 'Desempleado(a)',
    ALIMONY: 'Pensión alimenticia del cónyuge',
    CHILD_SUPPORT: 'Manutención de hijos',
    SEPARATE_MAINTENANCE_PAYMENTS: 'Pagos de manutención por separación',
    PUBLIC_ASSISTANCE_PROGRAM: 'Programa de asistencia pública',
  }),
  ...labels(OFFER_TYPE_LABELS, { FIXED: 'Tasa fija', VARIABLE: 'Tasa variable', UNKNOWN: 'Tipo de tasa sin definir' }),
  ...labels(PAYOFF_PREFERENCE_LABELS, {
    PRESERVE: 'Mantener los gravámenes existentes',
    DEDUCT: 'Liquidar los gravámenes marcados con la línea y luego retirar efectivo',
    MAXIMIZE: 'Liquidar los gravámenes marcados y retirar el resto de la línea en efectivo',
  }),
  ...labels(PAYMENT_METHOD_LABELS, { AUTOPAY: 'Pagos automáticos', MANUAL: 'Pagos manuales' }),
  ...labels(ID_TYPE_LABELS, {
    DRIVERS_LICENSE: 'Licencia de conducir',
    PASSPORT: 'Pasaporte',
    STATE_ID_CARD: 'Tarjeta de identificación estatal',
    PERMANENT_RESIDENT_CARD: 'Tarjeta de residente permanente',
  }),
  ...labels(LIEN_ACTION_LABELS, {
    KEEP: 'Mantener este préstamo',
    PAY_OFF: 'Liquidarlo con mi línea de crédito',
    ALREADY_PAID: 'Ya está liquidado',
  }),
  ...labels(BANK_ACCOUNT_TYPE_LABELS, { CHECKING: 'Cuenta de cheques', SAVINGS: 'Cuenta de ahorros' }),
  ...labels(INCOME_VERIFICATION_METHOD_LABELS, {
    PAYROLL_LINK: 'Vincular su cuenta de nómina',
    BANK_LINK: 'Vincular su cuenta bancaria',
    DOCUMENT_UPLOAD: 'Subir documentos',
    EMPLOYER_VERIFICATION: 'Que contactemos a su empleador',
  }),
  ...labels(INCOME_DOCUMENT_TYPE_LABELS, {
    PAYSTUB: 'Talón de pago',
    W2: 'W-2',
    FORM_1099: '1099',
    TAX_RETURN: 'Declaración de impuestos',
    AWARD_LETTER: 'Carta de concesión de beneficios',
    BANK_STATEMENT: 'Estado de cuenta bancario',
  }),
  ...labels(APPLICATION_DOCUMENT_KIND_LABELS, {
    APPLICATION_SUMMARY: 'Resumen de la solicitud',
    INCOME_DOCUMENT: 'Documento de ingresos',
    GOVERNMENT_ID: 'Identificación oficial',
    LIEN_PAYOFF_PROOF: 'Comprobante de liquidación del gravamen',
    PAYOFF_LETTER: 'Carta de liquidación',
    CONDITION_DOCUMENT: 'Documento solicitado',
    INSURANCE_PROOF: 'Comprobante de seguro',
    CLOSING_DISCLOSURE: 'Divulgación de cierre',
    SIGNED_DOCUMENT: 'Documento firmado',
    ADVERSE_ACTION_NOTICE: 'Aviso de acción adversa',
    REVIEW_DOCUMENT: 'Documento para el suscriptor',
    ASSET_STATEMENT: 'Estado de cuenta de activos',
    NOTARY_DISCLOSURE: 'Divulgación notarial',
    NOTARIAL_CERTIFICATE: 'Certificado notarial',
    DRAW_DISCLOSURE: 'Divulgación del retiro',
  }),
  ...labels(SIGNER_RELATIONSHIP_LABELS, {
    CO_OWNER: 'Copropietario(a) en el título',
    SPOUSE: 'Cónyuge',
    OTHER: 'Otro(a) propietario(a) o firmante requerido(a)',
  }),
  ...labels(SIGNER_PROGRESS_LABELS, {
    NOT_INVITED: 'Aún no invitado(a)',
    INVITED: 'Invitación enviada',
    JOINED: 'Cuenta creada, aún no ha firmado',
    SIGNED: 'Firmó',
  }),
  ...labels(NOTARY_ID_DOCUMENT_LABELS, {
    DRIVERS_LICENSE: 'Licencia de conducir',
    STATE_ID: 'Tarjeta de identificación estatal',
    PASSPORT: 'Pasaporte de EE. UU.',
  }),
  ...labels(FUNDING_STEP_LABELS, {
    APPLICATION: 'Solicitud terminada y verificada',
    DOCUMENTS: 'Documentos de cierre firmados',
    NOTARY: 'Escritura firmada ante el notario',
    RIGHT_TO_CANCEL: 'Termina el derecho a cancelar',
    FUNDING: 'Fondos enviados',
  }),
  // The application progress steps (docs/product/application-area.md §2.5), as the side menu names them.
  [APPLICATION_PROGRESS_STEPS[0]]: 'Información básica',
  [APPLICATION_PROGRESS_STEPS[1]]: 'Elegir oferta',
  [APPLICATION_PROGRESS_STEPS[2]]: 'Más información',
  [APPLICATION_PROGRESS_STEPS[3]]: 'Vincular ingresos',
  [APPLICATION_PROGRESS_STEPS[4]]: 'Verificar identidad',
  [APPLICATION_PROGRESS_STEPS[5]]: 'Firmar documentos',
  [ENOTARY_STEP]: 'Hablar con el notario electrónico',
  [MANUAL_NOTARY_STEP]: 'Programar sesión con notario',
  // The platform's links (docs/product/application-area.md §2.3) in the menus.
  [DASHBOARD_LINK.label]: 'Panel principal',
  [CONTACT_LINK.label]: 'Contáctenos',
  'Account settings': 'Configuración de la cuenta',
  'Group Manager': 'Administrador de grupos',
  Pay: 'Pagos',
  Exchange: 'Intercambio',
  'Portfolio Manager': 'Administrador de cartera',
}))();

// Messages built from a value: the Spanish of each, beside its English in the domain. (The E-SIGN disclosure, a
// document rather than a message, has its own module, esign-disclosure.ts, kept out of this table's chunk.)

/** validation/limits.ts tooLongMessage. */
export const spanishTooLongMessage = (max: number): string => `Use ${max} caracteres o menos`;
/** validation/limits.ts tooManyMessage. */
export const spanishTooManyMessage = (max: number): string => `Envíe ${max} elementos o menos`;
/** validation/password.ts: the length rule (`At least 12 characters`). */
export const spanishPasswordLengthRule = (min: number): string => `Al menos ${min} caracteres`;
/** validation/messages.ts payoffOverDrawMessage (amounts already formatted). */
export const spanishPayoffOverDrawMessage = (payoff: string, draw: string): string =>
  `Los préstamos que eligió liquidar suman ${payoff}, más que su retiro de ${draw}. La liquidación se descuenta de su ` +
  'retiro al momento del desembolso, así que conserve uno de estos préstamos o indíquenos que ya está pagado.';
/** conditions/condition-states.ts conditionDocumentsMissingMessage. */
export const spanishConditionDocumentsMissingMessage = (missing: number): string =>
  `Suba ${missing} ${missing === 1 ? 'documento más' : 'documentos más'} antes de enviar`;
/** closing/line-draws.ts LINE_DRAW_MESSAGES.aboveAvailable (the amount already formatted). */
export const spanishAboveAvailableMessage = (available: string): string => `Puede retirar hasta ${available}.`;
/** closing/line-draws.ts LINE_DRAW_MESSAGES.periodEnded (the date already written out in Spanish). */
export const spanishPeriodEndedMessage = (endsOn: string): string =>
  `El período de retiro de su línea terminó el ${endsOn}.`;

/**
 * The templated messages recognised in an English text, with their Spanish. The period-ended message carries an
 * English date: it is recognised but its date stays as written (a screen that shows it formats the date itself).
 */
const TEMPLATES: ReadonlyArray<readonly [RegExp, (...values: string[]) => string]> = [
  [/^Please use (\d+) characters or fewer$/, (max) => spanishTooLongMessage(Number(max))],
  [/^Please send (\d+) items or fewer$/, (max) => spanishTooManyMessage(Number(max))],
  [/^At least (\d+) characters$/, (min) => spanishPasswordLengthRule(Number(min))],
  [
    /^The loans you chose to pay off come to (\S+), more than your draw of (\S+)\. The payoff is taken from your draw at funding, so keep one of these loans or tell us it is already paid\.$/,
    (payoff, draw) => spanishPayoffOverDrawMessage(payoff!, draw!),
  ],
  [
    /^Upload (\d+) more documents? before you submit$/,
    (missing) => spanishConditionDocumentsMissingMessage(Number(missing)),
  ],
  [/^You can draw up to (\S+)\.$/, (available) => spanishAboveAvailableMessage(available!)],
];

const translate = (text: string): string | undefined => {
  const exact = SPANISH_MESSAGES[text];
  if (exact !== undefined) return exact;
  for (const [pattern, spanish] of TEMPLATES) {
    const match = pattern.exec(text);
    if (match) return spanish(...match.slice(1));
  }
  return undefined;
};

/**
 * `text` in `language`: its Spanish when the domain wrote it and it is catalogued, otherwise the text as it is. Also
 * reads a list the server joined (docs/product/widgets-and-calculations.md §5: 'A, B.'), when every part is known.
 */
export const localizeMessage = (text: string, language: Language): string => {
  if (language !== 'es') return text;
  const found = translate(text);
  if (found !== undefined) return found;
  if (!text.endsWith('.')) return text;
  const parts = text.slice(0, -1).split(', ');
  const translated = parts.map((part) => translate(part) ?? translate(`${part}.`));
  if (translated.some((part) => part === undefined)) return text;
  return `${translated.map((part) => part!.replace(/\.+$/, '')).join(', ')}.`;
};
