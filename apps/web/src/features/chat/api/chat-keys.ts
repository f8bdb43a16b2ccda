/** The chat widget's query keys. */
export const chatKeys = {
  all: ['chat'] as const,
  weekHours: (orgCode: string) => [...chatKeys.all, 'week-hours', orgCode] as const,
  openStatus: (orgCode: string) => [...chatKeys.all, 'open-status', orgCode] as const,
  agents: () => [...chatKeys.all, 'agents'] as const,
  streamFlag: (orgCode: string, identityUuid: string | undefined) =>
    [...chatKeys.all, 'stream-flag', orgCode, identityUuid ?? null] as const,
};
