import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { registerModalId } from './modal-registry';
import { whenIdle } from '../lib/when-idle';

export interface ModalProps {
  /** Unique among mounted modals (docs/product/widgets-and-calculations.md §5); also the DOM id of the dialog. */
  id: string;
  title: string;
  description?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children?: ReactNode;
  /** Buttons row under the content. */
  actions?: ReactNode;
  /** Hide the close (×) button for modals the user must answer. */
  isDismissable?: boolean;
}

// Radix (~14 KB gzip) loads once a modal is on screen, and is fetched in the background once the browser is idle
// after a modal is mounted, so the first opening normally finds it ready.
const loadDialog = () => import('./modal-dialog');
const ModalDialog = lazy(() => loadDialog().then((module) => ({ default: module.ModalDialog })));

/** An accessible dialog (focus trap, Escape, labelled by its title) built on Radix Dialog. */
export function Modal({ id, isOpen, isDismissable = true, ...dialog }: ModalProps) {
  const [duplicate, setDuplicate] = useState<Error | null>(null);
  // Once opened, the dialog stays mounted (closed) so Radix can play its closing transition and restore focus.
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  useLayoutEffect(() => {
    try {
      return registerModalId(id);
    } catch (error) {
      setDuplicate(error as Error);
      return undefined;
    }
  }, [id]);
  useEffect(() => {
    // Prefetched once the browser is idle, so it never competes with what the first screen needs. A failed prefetch
    // is retried by the lazy component when the modal opens (and reported there).
    return whenIdle(() => void loadDialog().catch(() => {}), { timeoutMs: 3000, fallbackMs: 1000 });
  }, []);
  // Rethrown during render so the nearest error boundary reports it.
  if (duplicate) throw duplicate;
  if (!hasOpened) return null;

  return (
    <Suspense fallback={null}>
      <ModalDialog id={id} isOpen={isOpen} isDismissable={isDismissable} {...dialog} />
    </Suspense>
  );
}
