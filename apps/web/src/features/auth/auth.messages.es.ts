import type { Catalogue } from '../../lib/i18n';
import type { authMessages } from './auth.messages';

const es: Catalogue<typeof authMessages> = {
  formLabel: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  codeFormLabel: 'Verificación en dos pasos',
  codeIntro:
    'La verificación en dos pasos está activada para esta cuenta. Abra su aplicación de autenticación e ingrese el código que muestra para esta cuenta. ¿Perdió su teléfono? Ingrese en su lugar uno de los códigos de recuperación que guardó; cada uno funciona una sola vez.',
  code: 'Código de verificación',
  codeHint: '6 dígitos de la aplicación, o un código de recuperación como abcde-12345',
  startOver: 'Usar otra cuenta',
  title: 'Iniciar sesión',
  lead: 'Inicie sesión en su cuenta de {company} para continuar.',
  newHere: '¿Es nuevo aquí? <link>Comience su solicitud</link>',
  signUpTitle: 'Cree su cuenta',
  signUpLead: 'Cree su cuenta de {company} para terminar su solicitud. Desde ahora iniciará sesión con ella.',
  mobilePhone: 'Teléfono celular',
  passwordHint: 'Al menos 12 caracteres, con una letra mayúscula, una minúscula, un número y uno de ! @ # $ % ^ & *',
  signUpExists: 'Ya existe una cuenta con este correo electrónico. <link>Inicie sesión</link>.',
  signUpHasAccount: '¿Ya tiene una cuenta? <link>Inicie sesión</link>',
  agentTitle: 'Inicio de sesión del portal de agentes',
  agentLead:
    'Para corredores y oficiales de préstamos que refieren solicitantes a {company}. Inicie sesión con su cuenta de agente.',
  agentHomeTitle: 'Portal de agentes',
  agentSignedIn: 'Inició sesión en el portal de agentes como {email}.',
  agentLoading: 'Cargando su cuenta de agente',
  agentSignOut: 'Cerrar sesión',
  agentSigningOut: 'Cerrando sesión',
  agentNotSignedIn: 'No ha iniciado sesión en el portal de agentes. <link>Iniciar sesión</link>',
  signerTitle: 'Inicio de sesión de firmante adicional',
  signerLead:
    'Se le agregó como firmante en una solicitud de línea de crédito con garantía hipotecaria (HELOC). Inicie sesión para revisar y firmar.',
};
export default es;
