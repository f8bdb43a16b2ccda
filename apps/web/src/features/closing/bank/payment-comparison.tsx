import type { AutopayPayment } from '@heloc/domain/contracts';
import { money, percent } from '../../../shared/offer-figures/offer-figures';

/** The rate and monthly payment with and without autopay, side by side (docs/product/widgets-and-calculations.md §3 AUTOPAY discount). */
export function PaymentComparison({
  withAutopay,
  withoutAutopay,
}: Record<'withAutopay' | 'withoutAutopay', AutopayPayment>) {
  return (
    <table className="bank-comparison">
      <caption>Your payment with and without autopay</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">With autopay</th>
          <th scope="col">Without autopay</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Interest rate</th>
          <td>{percent(withAutopay.rate)}</td>
          <td>{percent(withoutAutopay.rate)}</td>
        </tr>
        <tr>
          <th scope="row">Monthly payment</th>
          <td>{money(withAutopay.monthlyPayment)}</td>
          <td>{money(withoutAutopay.monthlyPayment)}</td>
        </tr>
      </tbody>
    </table>
  );
}
