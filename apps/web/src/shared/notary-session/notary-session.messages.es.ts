import type { Catalogue } from '../../lib/i18n';
import type { notarySessionMessages } from './notary-session.messages';

const es: Catalogue<typeof notarySessionMessages> = {
  doorTitle: 'Mejor reúnase con un notario en persona',
  doorMe:
    'Elija una hora y un lugar cerca de su vivienda y firme allí la escritura, con todas las personas que figuran en el título. El notario revisa su identificación en persona. Los honorarios del notario son {fee}, que se pagan en la cita.',
  doorApplicant:
    'Después, el solicitante elige una hora y un lugar cerca de la vivienda, y todas las personas que figuran en el título firman allí la escritura. El notario revisa su identificación en persona. Los honorarios del notario son {fee}, que se pagan en la cita.',
  switching: 'Cambiando a un notario en persona',
  book: 'Reservar un notario en persona',
  switch: 'Cambiar a un notario en persona',
  yourNotary: 'Su notario es {name} ({commission}). Paso {step} de 3.',
  connecting: 'Conectándole con el notario',
  triesLeft: '{message} Intentos restantes: {count}.',
  identityTitle: 'Muestre su identificación al notario',
  identityText:
    'Sostenga su identificación frente a la cámara cuando el notario se lo pida. Luego indíquenos qué identificación es.',
  whichId: '¿Qué identificación está mostrando?',
  last4: 'Últimos 4 caracteres del número de identificación',
  checkingId: 'El notario está revisando su identificación',
  checkId: 'Revisar mi identificación',
  questionsTitle: 'Responda algunas preguntas',
  questionsText: 'Provienen de registros públicos y comprueban que usted es la persona de la identificación.',
  checkingAnswers: 'Revisando sus respuestas',
  submitAnswers: 'Enviar respuestas',
  sealTitle: 'Firme la escritura ante el notario',
  sealText:
    'Su identidad está confirmada. Firme la escritura de fideicomiso (o hipoteca) mientras el notario observa; luego el notario pone el sello y usted recibe su certificado notarial.',
  deedSigned: 'Firmé la escritura de fideicomiso ante el notario',
  sealing: 'El notario está sellando su escritura',
  askSeal: 'Pedir al notario que selle',
};
export default es;
