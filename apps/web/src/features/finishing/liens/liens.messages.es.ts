import type { Catalogue } from '../../../lib/i18n';
import type { liensMessages } from './liens.messages';

const es: Catalogue<typeof liensMessages> = {
  lienTitle:
    '{position, select, 1 {Primer gravamen} 2 {Segundo gravamen} 3 {Tercer gravamen} 4 {Cuarto gravamen} 5 {Quinto gravamen} other {Gravamen {position}}}: {lender}',
  payoffExplanation:
    'Cuando se desembolse su línea, enviaremos a {lender} el monto de liquidación que indique su carta de liquidación (alrededor de {balance}, más los intereses hasta ese día) y lo descontaremos de su retiro. Antes, les pedimos la carta: eso suele tardar de 1 a 3 días hábiles.',
  proofLabel: 'Comprobante de que el préstamo de {lender} está liquidado',
  proofHint:
    'Suba la liberación del gravamen (a veces llamada cancelación o reconveyance) o un estado de cuenta con saldo cero. PDF, JPEG, PNG o HEIC, de hasta 10 MB.',
  uploadingProof: 'Subiendo su comprobante…',
  proofReceived: 'Recibimos el comprobante. Gracias.',
  loadingLiens: 'Cargando los préstamos sobre su vivienda',
  title: 'Confirme los préstamos sobre su vivienda',
  noLiens:
    'Nuestra búsqueda de título no encontró préstamos ni gravámenes registrados sobre su vivienda. Confirme para continuar.',
  someLiens:
    'Nuestra búsqueda de título encontró estos préstamos registrados sobre su vivienda. Indíquenos qué debe pasar con cada uno cuando se abra su línea de crédito.',
  formLabel: 'Sus gravámenes',
  balance: 'Saldo',
  monthlyPayment: 'Pago mensual',
  position: 'Posición',
  positionValue: '{position, select, 1 {1.º (registrado primero)} other {{position}.º}}',
  whatShouldHappen: '¿Qué debe pasar con el préstamo de {lender}?',
  keepNote: 'Usted sigue pagando a {lender} como hasta ahora; su línea de crédito se registra detrás de ese préstamo.',
  overDrawTitle: 'Su retiro no cubre esta liquidación',
  overDraw:
    'Los préstamos que eligió liquidar suman {payoff}, más que su retiro de {draw}. La liquidación se descuenta de su retiro al desembolsar, así que conserve uno de estos préstamos o indíquenos que ya está pagado.',
  cashLeftBefore: 'Liquidar {payoff} de su retiro de {draw} le deja alrededor de ',
  cashLeftAfter: ' en efectivo, antes de los intereses hasta el día de la liquidación.',
  saving: 'Guardando',
  confirm: 'Confirmar mis gravámenes',
};
export default es;
