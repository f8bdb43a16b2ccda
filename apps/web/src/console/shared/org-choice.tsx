import { createContext, type ReactNode, useContext, useState } from 'react';

type OrgChoice = [chosen: string | undefined, choose: (orgCode: string) => void];

const OrgChoiceContext = createContext<OrgChoice | undefined>(undefined);

/**
 * The organisation the member last chose on a per-organisation screen (hours, knowledge base, feedback, banners,
 * errors), kept while they move between those screens: an admin who picked one brand on Banners finds it picked on
 * Feedback too.
 */
export function OrgChoiceProvider({ children }: { children: ReactNode }) {
  const choice = useState<string | undefined>(undefined);
  return <OrgChoiceContext.Provider value={choice}>{children}</OrgChoiceContext.Provider>;
}

/**
 * The organisation a per-organisation screen shows and how to change it: the choice kept by OrgChoiceProvider (the
 * screen's own, outside one) when it is one of the member's, else their first.
 */
export function useChosenOrg(orgCodes: readonly string[] | undefined): [string | undefined, (orgCode: string) => void] {
  const own = useState<string | undefined>(undefined);
  const [chosen, choose] = useContext(OrgChoiceContext) ?? own;
  const orgCode = chosen !== undefined && orgCodes?.includes(chosen) ? chosen : orgCodes?.[0];
  return [orgCode, choose];
}
