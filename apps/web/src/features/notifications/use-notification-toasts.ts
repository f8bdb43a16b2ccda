import type { Notification } from '@heloc/domain/contracts';
import { useEffect, useRef } from 'react';
import { showToast } from '../../ui/toaster';

/**
 * docs/product/widgets-and-calculations.md §4, §9: a notification that arrives while the borrower is on a screen
 * shows as a toast (at most 5 at once, the Toaster's rule). What the first reading finds is not new: it is in the
 * menu, unread, without a toast for each old event.
 */
export function useNotificationToasts(
  notifications: readonly Notification[] | undefined,
  open: (notification: Notification, redirectPath?: string) => void,
) {
  const seen = useRef<Set<string> | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (!notifications) return;
    if (!seen.current) {
      seen.current = new Set(notifications.map((n) => n.uuid));
      return;
    }
    const known = seen.current;
    const arrived = notifications.filter((n) => !known.has(n.uuid));
    for (const n of arrived) known.add(n.uuid);
    // Oldest first, so the newest ends on top of the stack.
    for (const n of [...arrived].reverse()) {
      if (n.status !== 'UNREAD') continue;
      const cta = n.ctas[0];
      showToast({
        id: `notification:${n.uuid}`,
        title: n.title,
        description: n.description,
        ...(cta ? { action: { label: cta.title, onSelect: () => openRef.current(n, cta.redirectPath) } } : {}),
      });
    }
  }, [notifications]);
}
