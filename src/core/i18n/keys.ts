/**
 * The translation keys, as a type: every '.'-joined path to a text of the English locale files.
 * `t` (src/core/i18n/index.ts) takes only these, so a missing or misspelled key is a compile error,
 * and a key built from a value (`app.audit.live.${status}`) compiles only when every value the
 * variable may hold names a text. Type-only: nothing here reaches a bundle.
 *
 * A new locale file is added to `EnglishTexts` below (a unit test checks that every English locale
 * file is listed); a new key needs only its line in the English and Chinese files.
 */
import type enCommon from './locales/en/common.json';
import type enConsole from './locales/en/console.json';
import type enGames from './locales/en/games.json';
import type enNavigation from './locales/en/navigation.json';
import type enPage from './locales/en/page.json';
import type enShell from './locales/en/shell.json';
import type enValidation from './locales/en/validation.json';
import type enAgents from '../areas/agents/locales/en.json';
import type enAudit from '../areas/audit/locales/en.json';
import type enCasinos from '../areas/casinos/locales/en.json';
import type enLedger from '../areas/ledger/locales/en.json';
import type enPlayers from '../areas/players/locales/en.json';
import type enPoses from '../areas/poses/locales/en.json';
import type enReports from '../areas/reports/locales/en.json';
import type enSearch from '../areas/search/locales/en.json';
import type enTerminals from '../areas/terminals/locales/en.json';
import type enUsers from '../areas/users/locales/en.json';

/** The English texts of every locale file, merged as i18next merges them into one namespace. */
export type EnglishTexts = typeof enCommon &
  typeof enConsole &
  typeof enGames &
  typeof enNavigation &
  typeof enPage &
  typeof enShell &
  typeof enValidation &
  typeof enAgents &
  typeof enAudit &
  typeof enCasinos &
  typeof enLedger &
  typeof enPlayers &
  typeof enPoses &
  typeof enReports &
  typeof enSearch &
  typeof enTerminals &
  typeof enUsers;

/** The '.'-joined paths to the string leaves of a tree. */
export type LeafKeys<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? K : `${K}.${LeafKeys<Tree[K]>}`;
}[keyof Tree & string];

/** A key of the texts shipped with the widgets. */
export type TranslationKey = LeafKeys<EnglishTexts>;
