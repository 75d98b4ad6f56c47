/** A currency of the parameter forms: its code and its name in the language ('EUR · Euro'); m₿ for millibitcoin. */
import { MBT } from '../../core/format';
import { currencyName } from '../../core/reference/names';
import type { Language } from '../../core/events';

export function currencyLabel(code: string, language: Language): string {
  return code === MBT ? `${code} · m₿` : `${code} · ${currencyName(code, code, language)}`;
}
