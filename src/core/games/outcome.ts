/** Double-up outcome codes: W win, L lose, T tie. */

export const OUTCOME_KEYS = {
  W: 'app.games.outcome.win',
  L: 'app.games.outcome.lose',
  T: 'app.games.outcome.tie',
} as const;

/** Translation key of an outcome code, or null for an unknown code (shown as sent). */
export function outcomeKey(
  code: string | null | undefined,
): (typeof OUTCOME_KEYS)[keyof typeof OUTCOME_KEYS] | null {
  const key = (code ?? '').trim().toUpperCase();
  return key in OUTCOME_KEYS ? OUTCOME_KEYS[key as keyof typeof OUTCOME_KEYS] : null;
}
