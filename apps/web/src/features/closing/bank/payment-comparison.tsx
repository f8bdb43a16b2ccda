import type { AutopayPayment } from '@heloc/domain/contracts';
import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';

/** The rate and monthly payment with and without autopay, side by side (docs/product/widgets-and-calculations.md §3 AUTOPAY discount). */
export function PaymentComparison({
  withAutopay,
  withoutAutopay,
}: Record<'withAutopay' | 'withoutAutopay', AutopayPayment>) {
  const { t, moneyWithCentsWhenAny: money, percent } = useI18n();
  return (
    <table className="bank-comparison">
      <caption>{t(m.comparisonCaption)}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t(m.withAutopay)}</th>
          <th scope="col">{t(m.withoutAutopay)}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t(m.interestRate)}</th>
          <td>{percent(withAutopay.rate)}</td>
          <td>{percent(withoutAutopay.rate)}</td>
        </tr>
        <tr>
          <th scope="row">{t(m.monthlyPayment)}</th>
          <td>{money(withAutopay.monthlyPayment)}</td>
          <td>{money(withoutAutopay.monthlyPayment)}</td>
        </tr>
      </tbody>
    </table>
  );
}
