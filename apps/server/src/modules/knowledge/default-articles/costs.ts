import type { DefaultArticleSource } from './default-article';

/* What the line costs, how it is drawn and repaid (docs/product/widgets-and-calculations.md §1, §9). */
export const COST_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'rates-and-fees',
    source:
      'docs/product/widgets-and-calculations.md §9 (loan facts); the annual fee: the account-opening disclosure (apps/server/src/workflow/documents/closing-package-pdf.ts)',
    en: {
      title: 'Rates and fees',
      keywords:
        'APR interest rate cost costs fee fees charge charges origination valuation appraisal notarization notary recording tax taxes closing costs price annual fee out of pocket open opening hidden surprise',
      questions: ['How much does the line cost?', 'What are the closing costs?', 'Do I pay anything upfront?'],
      body:
        'The APR of a line is between 7.60% and 17.20%, depending on your offer. The costs: an origination fee of up to 4.99% of your draw, added to the draw rather than paid upfront; ' +
        'a home valuation of $180, only when no automated valuation is available; $300 for a notary in person, paid to the notary; ' +
        'recording fees of $0 to $315 and recording taxes of $0 to $1,400 per $100,000, depending on where the home is. There is no annual fee. ' +
        'Your offer shows the exact figures before you choose it.',
    },
    es: {
      title: 'Tasas y cargos',
      keywords:
        'APR TAE tasa interés costo costos cargo cargos comisión comisiones cobran abrir apertura originación apertura valuación avalúo tasación notarización notario registro impuesto impuestos costos de cierre precio cuota anual ocultos sorpresa',
      questions: [
        '¿Cuánto cuesta la línea?',
        '¿Cuáles son los costos de cierre?',
        '¿Tengo que pagar algo por adelantado?',
      ],
      body:
        'La tasa de porcentaje anual (APR) de una línea está entre 7.60% y 17.20%, según su oferta. Los costos: una comisión de originación de hasta 4.99% de su retiro, que se suma al retiro en lugar de pagarse por adelantado; ' +
        'una valuación de la vivienda de $180, solo cuando no hay una valuación automatizada disponible; $300 por un notario en persona, que se le paga al notario; ' +
        'cargos de registro de $0 a $315 e impuestos de registro de $0 a $1,400 por cada $100,000, según dónde esté la vivienda. No hay cuota anual. ' +
        'Su oferta muestra las cifras exactas antes de que la elija.',
    },
  },
  {
    slug: 'fixed-and-variable-rates',
    source: 'docs/product/widgets-and-calculations.md §1, §9; docs/decisions.md "Draws after funding"',
    en: {
      title: 'Fixed and variable rates',
      keywords: 'fixed variable rate interest prime margin index change go up adjust later draws',
      questions: ['Will my rate change?', 'What is the prime rate?', 'Is my rate locked?'],
      body:
        'Each offer says whether its rate is fixed or variable, and your first draw is priced at that rate. Draws you take later are variable: ' +
        'each is priced at the prime rate on the day you ask for it plus your line\u2019s margin, and keeps the rate it was priced at, so a later draw can have a different rate from the first. ' +
        'Choosing autopay lowers the rate of your line. Every rate stays between 7.60% and 17.20% APR.',
    },
    es: {
      title: 'Tasas fijas y variables',
      keywords: 'tasa fija variable interés prime preferencial margen índice cambia sube ajusta retiros posteriores',
      questions: ['¿Va a cambiar mi tasa?', '¿Qué es la tasa prime?', '¿Mi tasa queda asegurada?'],
      body:
        'Cada oferta indica si su tasa es fija o variable, y su primer retiro tiene esa tasa. Los retiros que haga después son variables: ' +
        'cada uno tiene la tasa preferencial (prime) del día en que lo pide más el margen de su línea, y conserva esa tasa, así que un retiro posterior puede tener una tasa distinta de la del primero. ' +
        'Elegir el pago automático baja la tasa de su línea. Toda tasa queda entre 7.60% y 17.20% de APR.',
    },
  },
  {
    slug: 'how-much-you-can-borrow',
    source: 'docs/product/widgets-and-calculations.md §9 (loan facts)',
    en: {
      title: 'How much you can borrow',
      keywords: 'amount limit maximum minimum loan size line size credit limit largest smallest biggest equity qualify',
      questions: ['What is the most I can get?', 'How big a line can I qualify for?'],
      body:
        'A line is between $15,000 and $400,000. How much you are offered depends on the value of your home, what you still owe on it, your credit and your income. ' +
        'After the rate check you see your offers and choose the amount that suits you.',
    },
    es: {
      title: 'Cuánto puede pedir prestado',
      keywords:
        'monto cantidad límite máximo mínimo préstamo tamaño línea crédito mayor menor grande pequeño chico capital necesito capital plusvalía calificar',
      questions: ['¿Cuánto es lo máximo que me pueden dar?', '¿Para qué línea califico?'],
      body:
        'Una línea es de entre $15,000 y $400,000. El monto que se le ofrece depende del valor de su vivienda, de lo que aún debe sobre ella, de su crédito y de sus ingresos. ' +
        'Después de consultar su tasa, verá sus ofertas y elegirá el monto que le convenga.',
    },
  },
  {
    slug: 'draws',
    source:
      'docs/product/widgets-and-calculations.md §9 "Draws after funding"; docs/decisions.md "Draws after funding"',
    en: {
      title: 'Draws and the draw period',
      keywords:
        'draw draws withdraw withdrawal borrow more again additional another second take money out available dashboard draw period years',
      questions: [
        'Can I get more money from my line later?',
        'How do I use my line after closing?',
        'When does the draw period end?',
      ],
      body:
        'Your first draw is the amount you choose with your offer, sent to you at funding with the origination fee added to it. ' +
        'After funding you can ask for more from your dashboard during the draw period: 5 years from funding, never longer than your term. ' +
        'Each later draw is in whole dollars, at least $500 and at most what is available (your credit limit less what you have drawn), one at a time, with no fee; its rate is the prime rate plus your line\u2019s margin.',
    },
    es: {
      title: 'Retiros y el período de retiro',
      keywords:
        'retiro retiros retirar disponer sacar pedir más dinero otra vez adicional otro segundo disponible panel período de retiro años',
      questions: [
        '¿Puedo sacar más dinero de mi línea más adelante?',
        '¿Cómo uso mi línea después del cierre?',
        '¿Cuándo termina el período de retiro?',
      ],
      body:
        'Su primer retiro es el monto que elige con su oferta, y se le envía al momento del desembolso con la comisión de originación sumada. ' +
        'Después del desembolso puede pedir más desde su panel durante el período de retiro: 5 años desde el desembolso, nunca más que su plazo. ' +
        'Cada retiro posterior es en dólares enteros, de al menos $500 y como máximo lo disponible (su límite de crédito menos lo que ha retirado), uno a la vez y sin cargo; su tasa es la tasa preferencial (prime) más el margen de su línea.',
    },
  },
  {
    slug: 'monthly-payments',
    source:
      'docs/product/widgets-and-calculations.md §9 (monthly payment, interest); docs/decisions.md "Draws after funding" (billing rule)',
    en: {
      title: 'Monthly payments',
      keywords:
        'payment payments monthly installment due date bill billing interest daily late fee repay repayment term calculated first payment start paying',
      questions: ['How much will I pay each month?', 'When are payments due?', 'How is interest charged?'],
      body:
        'Each offer shows the monthly payment of your first draw: equal monthly payments that repay the draw, with its fee, over the offer\u2019s term. ' +
        'The first payment is due one month after funding, then on the same day each month. Each later draw adds its own payment. ' +
        'Interest is charged on your daily balance from the day a draw is funded. A payment made late costs the late fee your account-opening disclosure states.',
    },
    es: {
      title: 'Pagos mensuales',
      keywords:
        'pago pagos mensual mensualidad cuota vencimiento fecha factura interés diario cargo por atraso tarde pagar plazo calculan primer pago empezar a pagar',
      questions: ['¿Cuánto voy a pagar cada mes?', '¿Cuándo vencen los pagos?', '¿Cómo se cobra el interés?'],
      body:
        'Cada oferta muestra el pago mensual de su primer retiro: pagos mensuales iguales que pagan el retiro, con su comisión, durante el plazo de la oferta. ' +
        'El primer pago vence un mes después del desembolso y luego el mismo día de cada mes. Cada retiro posterior suma su propio pago. ' +
        'El interés se cobra sobre su saldo diario desde el día en que se desembolsa un retiro. Un pago atrasado tiene el cargo por atraso que indica su divulgación de apertura de cuenta.',
    },
  },
  {
    slug: 'paying-off-early',
    source: 'the line agreement, "4. Prepayment" (apps/server/src/workflow/documents/closing-package-pdf.ts)',
    en: {
      title: 'Paying off early',
      keywords:
        'pay off early payoff prepay prepayment penalty extra pay more repay whole balance sooner all at once close the line',
      questions: [
        'Is there a penalty for paying early?',
        'Can I pay more than the monthly payment?',
        'Can I pay the balance in full?',
      ],
      body:
        'You can pay all or part of your balance at any time, without a prepayment penalty or fee (your line agreement, Prepayment). ' +
        'Paying more than your monthly payment lowers your balance, and so the interest you pay.',
    },
    es: {
      title: 'Pagar antes de tiempo',
      keywords:
        'pagar antes anticipado anticipo liquidar penalidad penalización multa extra abonar más saldo completo todo de una vez cerrar cierro',
      questions: [
        '¿Hay penalidad por pagar antes?',
        '¿Puedo pagar más que el pago mensual?',
        '¿Puedo liquidar el saldo completo?',
      ],
      body:
        'Puede pagar todo o parte de su saldo en cualquier momento, sin penalidad ni cargo por pago anticipado (su contrato de línea, Pago anticipado). ' +
        'Pagar más que su pago mensual reduce su saldo y, con él, el interés que paga.',
    },
  },
  {
    slug: 'autopay',
    source: 'docs/decisions.md "Finishing the application: bank accounts" (autopay pricing)',
    en: {
      title: 'Autopay',
      keywords: 'autopay automatic payment payments debit discount lower rate enroll sign up checking account withdraw',
      questions: ['Is there an autopay discount?', 'Can payments come out of my account automatically?'],
      body:
        'On the bank accounts step you choose whether to pay by autopay: your monthly payment is then taken from your bank account automatically, ' +
        'from the account your money is sent to or another one. Autopay lowers your rate by the offer\u2019s autopay discount. ' +
        'If you decline it, you see the higher payment and the monthly difference before you go on.',
    },
    es: {
      title: 'Pago automático',
      keywords: 'pago automático automáticos débito descuento tasa más baja inscribir cuenta de cheques cobrar',
      questions: ['¿Hay descuento por pago automático?', '¿Pueden cobrar los pagos de mi cuenta automáticamente?'],
      body:
        'En el paso de cuentas bancarias usted elige si paga con pago automático: su pago mensual se cobra entonces de su cuenta bancaria automáticamente, ' +
        'de la cuenta donde se le envía el dinero o de otra. El pago automático baja su tasa con el descuento por pago automático de la oferta. ' +
        'Si no lo elige, verá el pago más alto y la diferencia mensual antes de continuar.',
    },
  },
];
