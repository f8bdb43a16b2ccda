import type { Catalogue } from '../../lib/i18n';
import type { linkAccountMessages } from './link-account-dialog.messages';

const es: Catalogue<typeof linkAccountMessages> = {
  whatWeSeePayroll:
    'Vemos a su empleador, sus fechas de pago y su pago bruto y neto de los últimos 12 meses. No vemos su contraseña y nunca cambiamos nada en su cuenta de nómina.',
  whatWeSeeBank:
    'Vemos el nombre, el tipo y el número de la cuenta, su saldo y 12 meses de depósitos. No vemos su contraseña y no podemos mover dinero sin su autorización por separado.',
  choosePayroll: 'Elija su proveedor de nómina',
  chooseBank: 'Elija su banco',
  continue: 'Continuar',
  signInTo: 'Inicie sesión en <strong>{institution}</strong> con el usuario y la contraseña que usa allí.',
  username: 'Nombre de usuario',
  password: 'Contraseña',
  couldNotConnect: 'No pudimos conectarnos',
  connecting: 'Conectando',
  connect: 'Conectar',
  chooseAnother: 'Elegir otro',
};
export default es;
