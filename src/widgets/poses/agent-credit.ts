/**
 * Money moved between an agent and one of its cafes: the agent's credit is read again (GET /api/agent
 * broadcasts it as casino-credit-adjusted, so the header and the agents list follow at once); a failure
 * to read it changes nothing on the page.
 */
import { getAgent } from '../../core/areas/agents/api';

export function refreshAgentCredit(agentId: string | null): void {
  if (agentId) void getAgent(agentId).catch(() => undefined);
}
