import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';

/**
 * useI18n() with the closing screens' money: whole dollars without cents, other amounts with them (as the offer
 * figures show them), in the person's language (docs/i18n.md).
 */
export const useClosingI18n = () => {
  const i18n = useI18n();
  return useMemo(
    () => ({ ...i18n, dollars: (value: number) => i18n.money(value, Number.isInteger(value) ? 0 : 2) }),
    [i18n],
  );
};
