import type { ContentCatalogue } from '../../platform/i18n/catalogue';
import type { OUT_OF_SCOPE_SUBJECTS } from './out-of-scope.messages';

/* The subjects no article may answer, in Spanish: every subject of out-of-scope.messages.ts, by its key. */
export const OUT_OF_SCOPE_SUBJECTS_ES: ContentCatalogue<typeof OUT_OF_SCOPE_SUBJECTS, string> = {
  vehicleLoans: 'carro coche auto vehiculo camioneta troca moto prestamo de auto financiamiento de carro concesionario',
  studentLoans: 'prestamo estudiantil universidad colegiatura escuela',
  personalLoans: 'prestamo personal sin garantia adelanto de nomina',
  creditCards: 'tarjeta de credito disputa cargo no reconocido contracargo tarjeta robada',
  crypto: 'bitcoin cripto criptomoneda ethereum moneda digital',
  investing: 'acciones invertir inversion bolsa mercado jubilacion 401k corredor',
  mortgages:
    'refinanciar primera hipoteca comprar casa nueva hipoteca de 30 anos tasa hipotecaria preaprobacion enganche',
  reverseMortgages: 'hipoteca inversa personas mayores anualidad',
  taxAdvice: 'deducible deduccion deducir impuestos taxes irs declaracion de impuestos contador ganancias de capital',
  insuranceClaims: 'reclamo de seguro seguro de casa poliza inundacion granizo danos ajustador',
  currencyExchange: 'tipo de cambio divisa euros pesos dolares enviar dinero a mexico remesa',
  otherBankAccounts:
    'cuenta de ahorros cuenta de cheques interes de ahorros certificado de deposito rendimiento apy otro banco chase wells fargo bank of america zelle venmo paypal',
  smallTalk: 'clima tiempo partido futbol resultado loteria chiste pelicula receta musica',
  contractors: 'contratista techador plomero remodelar recomendar cerca de mi',
  legalPapers: 'notarizar mi testamento poder notarial carta poder declaracion jurada divorcio abogado',
  propertyMatters:
    'asociacion de propietarios hoa impuesto predial apelacion valor catastral permiso renta inquilino desalojo',
  socialMedia: 'redes sociales hackearon facebook instagram',
  jobs: 'trabajo empleo vacante trabajar con ustedes oficina mascotas perro',
  realEstate: 'rentar o comprar agente de bienes raices vender mi casa',
  businessLoans: 'prestamo para negocio prestamo comercial pequena empresa restaurante',
  travelAndTrivia: 'vuelo hotel viaje vacaciones que hora es director presidente dueno del banco',
  immigration: 'ciudadania inmigracion visa residencia dmv renovar',
  everydayBanking: 'tarjeta de debito cajero nip sobregiro reponer mi tarjeta abrir una cuenta banca en linea chequera',
  creditRepair: 'reparar mi credito reporte de credito disputa error cobranza mejorar subir mi puntaje',
  debtTrouble: 'bancarrota quiebra embargo ejecucion hipotecaria cobrador de deudas atrasado en mis cuentas',
  otherInsurance: 'seguro de vida seguro de carro seguro medico venden seguros cotizacion',
  foodAndPlaces: 'pizza restaurante comida cafe mejor lugar cerca',
};
