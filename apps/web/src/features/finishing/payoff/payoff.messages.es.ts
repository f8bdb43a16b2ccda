import type { Catalogue } from '../../../lib/i18n';
import type { payoffMessages } from './payoff.messages';

const es: Catalogue<typeof payoffMessages> = {
  title: 'Estamos solicitando su carta de liquidación',
  whatIsHappening: 'Qué está pasando',
  yourLienHolder: 'el titular de su gravamen',
  lendersAnd: '{first} y {second}',
  asked:
    'Le pedimos a {lenders} una carta de liquidación: el monto exacto que cancela el préstamo el día en que se desembolsa su línea de crédito, incluidos los intereses hasta ese día. Los titulares de gravámenes suelen enviarla en un plazo de 1 a 3 días hábiles.',
  loading: 'Cargando los préstamos que va a liquidar',
  balance: 'Saldo',
  status: 'Estado',
  letterRequested: 'Carta de liquidación solicitada',
  letterReceived: 'Carta de liquidación recibida',
  whatHappensNext: 'Qué sigue',
  next: 'En cuanto llegue la carta, usted elige la cuenta para sus fondos. Al desembolsar, enviamos la liquidación directamente al titular del gravamen y la descontamos de su retiro; después, el titular libera su gravamen ante el condado. No necesita comunicarse con ellos y puede seguir haciendo sus pagos habituales hasta entonces.',
  unchanged: 'La carta de liquidación todavía no ha llegado. Le enviaremos un correo electrónico cuando llegue.',
};
export default es;
