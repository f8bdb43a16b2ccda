import { useCallback, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../lib/i18n';

/** The values of a message with elements inside it: texts, and the elements its tags become. */
export type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A catalogued message whose tags become elements (docs/i18n.md: `<link>…</link>` given as a function). */
export const useRichText = () => {
  const { rich } = useI18n();
  return useCallback(
    (descriptor: MessageDescriptor, values: RichValues): ReactNode => rich(descriptor, values) as ReactNode,
    [rich],
  );
};
