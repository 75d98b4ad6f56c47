/**
 * The header's credit display:
 * the account's own agent, loaded on start with GET {api}/api/agent?agentId (the call broadcasts
 * 'casino-credit-adjusted' with the result), reloaded on demand (a click on the amount),
 * refreshed every config.creditRefreshInterval ms, and replaced at once by a 'casino-credit-adjusted'
 * event for the account's own agent, which also restarts the refresh timer. A credit-source agent
 * shows the label 'credit source' instead of an amount (`creditSource`). A change that invalidates
 * the agents' data (src/core/query.ts: an adjustment, a transfer) reloads it too.
 */
import { effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import { getAgent } from './areas/agents/api';
import { agentKeys } from './areas/agents/keys';
import { onInvalidate } from './query';
import { config, DEFAULT_CONFIG } from './config';
import { on } from './events';
import { account } from './session';

export interface AgentCredit {
  agentId: string;
  creditAmount: number;
  blockedAmount: number;
  currencyId: string;
  /** The agent is a credit source: the header shows 'credit source' instead of the amount. */
  creditSource: boolean;
}

const current = signal<AgentCredit | null>(null);
const busy = signal(false);
let timer: ReturnType<typeof setTimeout> | undefined;
let ticket = 0;

/** The credit of the account's agent; null (hidden) until it is loaded. */
export const credit: ReadonlySignal<AgentCredit | null> = current;
/** A load is running. */
export const creditLoading: ReadonlySignal<boolean> = busy;

function interval(): number {
  return config.peek()?.creditRefreshInterval ?? DEFAULT_CONFIG.creditRefreshInterval;
}

/** (Re)starts the periodic refresh from now. */
function restartTimer(): void {
  clearTimeout(timer);
  timer = undefined;
  const every = interval();
  if (!account.peek() || !(every > 0)) return;
  timer = setTimeout(() => void reloadCredit(), every);
}

/** Loads the account agent's credit now (a click on the amount); the refresh timer restarts. */
export async function reloadCredit(): Promise<void> {
  const agentId = account.peek()?.agentId;
  if (!agentId) return;
  const mine = ++ticket;
  busy.value = true;
  try {
    const agent = await getAgent(agentId);
    if (mine !== ticket) return;
    current.value = {
      agentId,
      creditAmount: agent.creditAmount,
      blockedAmount: agent.blockedAmount ?? 0,
      currencyId: agent.currencyId,
      creditSource: agent.creditSource === true,
    };
  } catch {
    // Logged by http; the last known amount stays.
  } finally {
    if (mine === ticket) {
      busy.value = false;
      restartTimer();
    }
  }
}

/**
 * Starts the credit display: loads when an account is signed in (and forgets it on sign-out), follows
 * credit-adjusted events for the account's agent. Returns the stop function.
 */
export function startCredit(): () => void {
  const offInvalidated = onInvalidate(agentKeys.all, () => void reloadCredit());
  const offAdjusted = on('casino-credit-adjusted', (detail) => {
    const own = account.peek()?.agentId;
    if (!own || detail.agentId !== own) return;
    const before = current.peek();
    current.value = {
      agentId: own,
      creditAmount: detail.creditAmount,
      blockedAmount: before?.blockedAmount ?? 0,
      currencyId: before?.currencyId ?? '',
      creditSource: detail.creditSource === true,
    };
    restartTimer();
  });
  const stopAccount = effect(() => {
    const agentId = account.value?.agentId;
    untracked(() => {
      ticket++;
      current.value = null;
      busy.value = false;
      clearTimeout(timer);
      if (agentId) void reloadCredit();
    });
  });
  return () => {
    offInvalidated();
    offAdjusted();
    stopAccount();
    clearTimeout(timer);
    ticket++;
  };
}

/** For tests: forget the credit and stop the timer. */
export function resetCreditForTests(): void {
  clearTimeout(timer);
  ticket++;
  current.value = null;
  busy.value = false;
}
