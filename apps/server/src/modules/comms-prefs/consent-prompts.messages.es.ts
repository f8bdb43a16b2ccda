import type { Catalogue } from '../../platform/i18n/catalogue';
import type { consentPromptMessages } from './consent-prompts.messages';

const es: Catalogue<typeof consentPromptMessages> = {
  SMS:
    'Acepto recibir mensajes de texto promocionales sobre productos de crédito con garantía hipotecaria en el número ' +
    'móvil indicado. El consentimiento no es condición para ninguna compra. Pueden aplicarse tarifas de mensajes y ' +
    'datos. Responda STOP para dejar de recibirlos.',
  SMS_TRANSACTIONAL:
    'Acepto recibir mensajes de texto sobre el estado de mi solicitud y de mi cuenta en el número móvil indicado. ' +
    'Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos.',
};
export default es;
