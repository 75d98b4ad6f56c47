/** The multicash description of a balance event, translated; unknown descriptions as the server wrote them. */
import { potBalanceDescriptionKey } from '../../../core/areas/agents/rules';
import type { Translate } from '../../../core/i18n';

export function describeBalanceEvent(description: string, t: Translate): string {
  const key = potBalanceDescriptionKey(description);
  return key ? t(key) : description;
}
