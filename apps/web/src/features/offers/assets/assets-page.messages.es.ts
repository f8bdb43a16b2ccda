import type { Catalogue } from '../../../lib/i18n';
import type { assetsMessages } from './assets-page.messages';

const es: Catalogue<typeof assetsMessages> = {
  loading: 'Cargando sus activos',
  title: 'Califique con sus ahorros e inversiones',
  happeningTitle: 'Qué está pasando',
  happening:
    'Sus ingresos por sí solos no cubren sus deudas mensuales según nuestras reglas de préstamo. Los ahorros y las inversiones pueden cubrir la diferencia: contamos lo que tiene, repartido en 10 años, como ingreso mensual adicional.',
  needed: 'Necesita al menos <b>{amount}</b> en cuentas de cheques, de ahorro o de inversión verificadas.',
  linked: ' Sus cuentas vinculadas muestran {amount}.',
  addTitle: 'Agregue sus cuentas',
  link: 'Vincular una cuenta',
  linkTitle: 'Vincular una cuenta bancaria o de inversión',
  upload: 'O suba sus estados de cuenta',
  uploadHint:
    'Sus dos estados de cuenta mensuales o trimestrales más recientes de cada cuenta, todas las páginas: PDF, JPEG, PNG o HEIC, de hasta 10 MB cada uno.',
  listTitle: 'Sus cuentas y estados de cuenta',
  account: '{name}: {account} terminada en {last4}',
  statement: 'Estado de cuenta: {name}',
  uploaded: 'Subido',
  file: '{name} ({size})',
  dismissLabel: 'Descartar {name}',
  dismiss: 'Descartar',
  uploading: 'Subiendo {name}',
  progress: '{value} %',
  nextTitle: 'Qué sigue',
  next: 'Cuando envíe sus cuentas, las verificamos, normalmente en un minuto para las cuentas vinculadas y en un día hábil para los estados de cuenta. Con activos suficientes verá sus ofertas; si no son suficientes, le explicaremos por qué por escrito.',
  sending: 'Enviando',
  send: 'Enviar para verificación',
  withdraw: 'Retirar mi solicitud',
  consequence: 'Sin activos verificados no podemos hacerle una oferta, así que retirar la solicitud la cierra.',
};
export default es;
