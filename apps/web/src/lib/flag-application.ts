import { createContext, useContext } from 'react';

/**
 * The application a screen belongs to, for the feature-flag call's attributes (docs/product/application-area.md §7:
 * applicationUuid and createdAt, beside identityUuid and organization). Given by the application area's layout;
 * outside it (registration, the dashboard) there is none. `isPending` while the application's creation date is read.
 */
export interface FlagApplication {
  applicationUuid: string;
  createdAt?: string | undefined;
  isPending: boolean;
}

export const FlagApplicationContext = createContext<FlagApplication | null>(null);

export const useFlagApplication = () => useContext(FlagApplicationContext);
