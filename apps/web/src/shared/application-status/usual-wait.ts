import type { UsualWait } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { usualWaitMessages as m } from './usual-wait.messages';

/** The domain's usual-wait texts (status/usual-waits.ts) and their messages (docs/i18n.md). */
const BY_TEXT: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  Object.values(m).map((descriptor) => [String(descriptor.defaultMessage), descriptor]),
);

/** The message of a usual wait, or null for a text the catalogue does not hold yet (shown as the domain wrote it). */
export const usualWaitMessageOf = (wait: UsualWait): MessageDescriptor | null => BY_TEXT[wait.text] ?? null;
