/** The multicash description of a balance event, translated; unknown descriptions as the server wrote them. */
import { potBalanceDescriptionKey } from '../../../core/areas/agents/rules';

export function describeBalanceEvent(description: string, t: (key: string) => string): string {
  const key = potBalanceDescriptionKey(description);
  return key ? t(key) : description;
}
