/** Query keys of the loan officer widget (docs/architecture.md: a key factory per widget). */
export const loanOfficerKeys = {
  all: ['loan-officer'] as const,
  originator: (uuid: string, orgCode: string) => [...loanOfficerKeys.all, uuid, orgCode] as const,
  licensedStates: (uuid: string) => [...loanOfficerKeys.all, uuid, 'licensed-states'] as const,
};
