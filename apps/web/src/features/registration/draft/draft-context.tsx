import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearDraft, loadDraft, saveDraft, type RegistrationDraft } from './registration-draft';

interface DraftContextValue {
  draft: RegistrationDraft;
  /** Merges a patch into the draft and stores it. */
  updateDraft: (patch: Partial<RegistrationDraft>) => void;
  /** Forgets the draft (after the application was created). */
  resetDraft: () => void;
  /** The password is held in memory only: it never reaches sessionStorage. */
  passwordRef: { current: string };
}

const DraftContext = createContext<DraftContextValue | null>(null);

export function RegistrationDraftProvider({ children, initial }: { children: ReactNode; initial?: RegistrationDraft }) {
  const [draft, setDraft] = useState<RegistrationDraft>(() => initial ?? loadDraft());
  const passwordRef = useRef('');
  // The latest draft, for updates made twice before a re-render (prefill then a step).
  const latest = useRef(draft);

  const updateDraft = useCallback((patch: Partial<RegistrationDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    saveDraft(next);
    setDraft(next);
  }, []);

  const resetDraft = useCallback(() => {
    clearDraft();
    passwordRef.current = '';
  }, []);

  const value = useMemo(() => ({ draft, updateDraft, resetDraft, passwordRef }), [draft, updateDraft, resetDraft]);
  return <DraftContext value={value}>{children}</DraftContext>;
}

export function useRegistrationDraft(): DraftContextValue {
  const value = use(DraftContext);
  if (!value) throw new Error('useRegistrationDraft must be used inside <RegistrationDraftProvider>');
  return value;
}
