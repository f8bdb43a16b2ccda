import type { ContentCatalogue } from '../../../platform/i18n/catalogue';
import type { SERVICE_TEXTS } from './service.messages';
import type { ArticleText } from './default-article';

/* The Spanish of service.ts's articles: every article of service.messages.ts, by its slug (docs/i18n.md). */
export const SERVICE_TEXTS_ES: ContentCatalogue<typeof SERVICE_TEXTS, ArticleText> = {
  'data-security': {
    title: 'Seguridad de sus datos',
    keywords:
      'seguridad seguro segura proteger protegida cifrado cifrada encriptado información personal número de seguro social SSN robo confiable legítimo estafa datos filtración encriptar encriptación oculto sensibles sitio',
    questions: [
      '¿Mis datos están seguros con ustedes?',
      '¿Cómo protegen mi información?',
      'es segura esta página',
      'esto es real o es una estafa',
      'es seguro darles mi seguro social',
      'encriptan mi información',
      'qué pasa si hay una filtración de datos',
      'por qué piden mi número de social',
      'guardan mi SSN de forma segura',
      'por qué mi número de cuenta sale oculto',
      'cómo protegen mis datos personales',
      '¿Qué medidas de seguridad protegen mi información confidencial?',
      'mis datos estan seguros',
      'cifrado',
      'mensaje sospechoso',
      'estafa por mensaje',
      '¿Cómo protegen mi información?',
    ],
    body:
      'Su información está protegida con cifrado de 256 bits. Su número de Seguro Social, su fecha de nacimiento y sus números de cuenta se guardan sellados y nunca se muestran completos: ' +
      'una cuenta muestra solo sus últimos 4 dígitos.',
  },
  privacy: {
    title: 'Quién puede ver su expediente',
    keywords:
      'privacidad privado quién puede ver acceso compartir venden terceros expediente cofirmante firmante cónyuge personal empleados empresa compañía prestamista oficial de préstamos mi información política comparten datos info mercadeo confidencial visible',
    questions: [
      '¿Quién ve mi solicitud?',
      '¿Qué puede ver el otro firmante?',
      'venden mi información',
      'mi copropietario puede ver mis ingresos',
      'mi esposo va a ver mi cuenta de banco',
      'quién tiene acceso a mi expediente',
      'comparten mis datos con terceros',
      'el otro dueño puede ver mis ofertas',
      'mi solicitud es privada',
      'sus empleados ven mi número de social',
      'quién mira mi información',
      '¿Qué información pueden ver los demás firmantes de mi solicitud?',
      'quien ve mi informacion',
      'comparten mis datos',
      'politica de privacidad',
      'el cofirmante puede ver mis datos',
      '¿Quién tiene acceso a mi expediente?',
    ],
    body:
      'Usted ve toda su solicitud. Quien firma con usted (un copropietario o su cónyuge) ve en qué etapa está la solicitud, las solicitudes de documentos (condiciones) y los documentos de cierre, ' +
      'pero no sus ingresos, sus ofertas ni sus cuentas bancarias. El personal del prestamista que trabaja en su expediente lo ve, con sus números personales ocultos. Nadie más.',
  },
  'spanish-service': {
    title: 'Atención en español',
    keywords:
      'español espanol Spanish idioma lenguaje traducir traducción cambiar idioma bilingüe hablan atienden atención habla inglés English traducido documentos correos preferido perfil botón',
    questions: [
      '¿La página está en español?',
      '¿Puedo leer todo en español?',
      'hablan español',
      'puedo ver la página en español',
      'cómo cambio el idioma',
      'los documentos vienen en español',
      'me mandan los correos en español',
      'cómo la pongo en inglés otra vez',
      'mi mamá no habla inglés puede aplicar',
      'dónde está el botón de idioma',
      'me pueden atender en español',
      '¿Todo el proceso está disponible en español?',
      'español',
      'en ingles o español',
      'opciones de idioma',
      'agente que hable español',
      '¿El sitio está en español?',
    ],
    body:
      'Donde su prestamista lo ofrece, toda la solicitud está también en español: elija Español en la barra superior o en el primer paso. ' +
      'Su elección se guarda en su perfil, y nuestros correos, los documentos que preparamos y las respuestas de este asistente la siguen.',
  },
  'contact-a-person': {
    title: 'Hablar con una persona',
    keywords:
      'persona humano agente representante alguien real hablar llamar teléfono número devolver llamada mañana contacto soporte servicio al cliente horario abierto en vivo atención hora abren comunicarme contactar queja',
    questions: [
      '¿Cómo me comunico con ustedes?',
      '¿Alguien me puede llamar?',
      '¿Cuándo atiende su equipo?',
      'quiero hablar con una persona real',
      'me comunica con un agente',
      'cuál es su número de teléfono',
      'qué horario tienen',
      'a qué hora abren',
      'están abiertos ahorita',
      'me pueden llamar',
      'cómo contacto a servicio al cliente',
      'este bot no me ayuda quiero un humano',
      '¿Podría comunicarme con un representante, por favor?',
      'hablar con alguien',
      'agente en vivo',
      'que me llamen',
      'servicio al cliente',
      '¿Cómo hablo con una persona de verdad?',
    ],
    body:
      'Escriba "hablar con una persona" aquí en cualquier momento. Mientras nuestro equipo atiende chats, su chat pasa al siguiente agente disponible, con lo que ya preguntó; ' +
      'fuera del horario del chat, déjenos su teléfono y le llamamos en horario de atención. El horario del chat está arriba en este chat, y nuestro teléfono arriba en cada página.',
  },
};
