/** The query keys of the terminals area: every key starts with 'terminals'. */
export const terminalKeys = {
  all: ['terminals'] as const,
  list: (agentId: string) => ['terminals', 'list', agentId] as const,
};
