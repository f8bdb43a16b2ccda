import type { Language } from '@heloc/domain';

/*
 * What the chatbot must not answer from an article (docs/product/chat.md §3): the subjects near a lender's that
 * borrowers also ask about, each written like an article's keywords. They are ranked beside the articles; a question
 * closest to one of them gets no article (the chatbot says so and offers a person), however many words it shares with
 * an article: 'the exchange rate for euros' is about currencies, not about the line's rate. They are never shown,
 * and an organisation's own articles take precedence only by being closer.
 */

export const OUT_OF_SCOPE_TOPICS: Record<Language, readonly string[]> = {
  en: [
    'car auto vehicle truck boat motorcycle rv loan financing lease dealership',
    'student loan college tuition school',
    'personal loan unsecured payday loan installment',
    'credit card card dispute charge chargeback balance transfer stolen card',
    'bitcoin crypto cryptocurrency ethereum coin nft',
    'stock stocks invest investing investment market shares retirement 401k ira broker',
    'refinance first mortgage purchase mortgage buy a house new home 30 year 15 year fixed mortgage rate preapproval down payment',
    'reverse mortgage seniors annuity',
    'tax deductible deduction irs tax return advice accountant write off',
    'insurance claim homeowners insurance policy flood hail damage adjuster',
    'exchange rate currency euro euros pesos dollars wire abroad remittance',
    'savings account checking account interest on savings cd certificate of deposit other bank chase wells fargo bank of america zelle venmo paypal',
    'weather sports game score lottery powerball joke movie recipe music',
    'contractor roofer plumber builder remodel recommend near me',
    'notarize my will power of attorney affidavit deed transfer divorce papers lawyer',
    'hoa homeowners association property tax appeal assessment zoning permit landlord rent tenant eviction',
    'social media hacked facebook instagram account password reset',
    'job apply for a job career hiring work for you office pets dog',
    'rent or buy real estate agent sell my house listing',
    'business loan commercial loan small business restaurant sba',
    'flight hotel travel vacation time zone what time is it ceo president who owns the bank stock price',
    'citizenship immigration visa dmv renew',
  ],
  es: [
    'carro coche auto vehiculo camioneta troca moto prestamo de auto financiamiento de carro concesionario',
    'prestamo estudiantil universidad colegiatura escuela',
    'prestamo personal sin garantia adelanto de nomina',
    'tarjeta de credito disputa cargo no reconocido contracargo tarjeta robada',
    'bitcoin cripto criptomoneda ethereum moneda digital',
    'acciones invertir inversion bolsa mercado jubilacion 401k corredor',
    'refinanciar primera hipoteca comprar casa nueva hipoteca de 30 anos tasa hipotecaria preaprobacion enganche',
    'hipoteca inversa personas mayores anualidad',
    'deducible deduccion impuestos irs declaracion de impuestos contador',
    'reclamo de seguro seguro de casa poliza inundacion granizo danos ajustador',
    'tipo de cambio divisa euros pesos dolares enviar dinero a mexico remesa',
    'cuenta de ahorros cuenta de cheques interes de ahorros otro banco chase wells fargo bank of america zelle venmo paypal',
    'clima tiempo partido futbol resultado loteria chiste pelicula receta musica',
    'contratista techador plomero remodelar recomendar cerca de mi',
    'notarizar mi testamento poder notarial carta poder declaracion jurada divorcio abogado',
    'asociacion de propietarios hoa impuesto predial apelacion valor catastral permiso renta inquilino desalojo',
    'redes sociales hackearon facebook instagram',
    'trabajo empleo vacante trabajar con ustedes oficina mascotas perro',
    'rentar o comprar agente de bienes raices vender mi casa',
    'prestamo para negocio prestamo comercial pequena empresa restaurante',
    'vuelo hotel viaje vacaciones que hora es director presidente dueno del banco',
    'ciudadania inmigracion visa residencia dmv renovar',
  ],
};
