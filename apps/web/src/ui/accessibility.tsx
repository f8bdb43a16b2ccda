import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTransientMessage } from './use-transient-message';

interface Accessibility {
  /** Says `text` to screen readers through the page's one polite live region, cleared after 300 ms. */
  announce: (text: string) => void;
}

const AccessibilityContext = createContext<Accessibility | null>(null);

/** docs/product/widgets-and-calculations.md §8: the accessibility context used outside its provider. */
export const ACCESSIBILITY_PROVIDER_MISSING = 'useAccessibility must be used within an AccessibilityProvider';

/**
 * The accessibility context (docs/product/widgets-and-calculations.md §8, §9): the page's one polite live region,
 * whose status messages clear after 300 ms, for the short confirmations a control makes ("Copied").
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [message, announce] = useTransientMessage();
  const value = useMemo(() => ({ announce }), [announce]);
  return (
    <AccessibilityContext.Provider value={value}>
      {children}
      <div className="ui-visually-hidden" role="status" aria-live="polite" data-testid="live-region">
        {message}
      </div>
    </AccessibilityContext.Provider>
  );
}

/** The accessibility context; outside its provider it throws, so a missing provider shows at once. */
export function useAccessibility(): Accessibility {
  const context = useContext(AccessibilityContext);
  if (!context) throw new Error(ACCESSIBILITY_PROVIDER_MISSING);
  return context;
}
