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
import type enCafes from '../areas/cafes/locales/en.json';
import type enReports from '../areas/reports/locales/en.json';
import type enSearch from '../areas/search/locales/en.json';
import type enTerminals from '../areas/terminals/locales/en.json';
import type enUsers from '../areas/users/locales/en.json';
import type { REPORT_NAMES } from '../areas/reports/names';

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
  typeof enCafes &
  typeof enReports &
  typeof enSearch &
  typeof enTerminals &
  typeof enUsers;

/** The plural forms i18next picks by `count` ('rows_one', 'rows_other' are the key 'rows'). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A key as written: a plural form is asked for by its base name. */
type Asked<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The '.'-joined paths to the string leaves of a tree. */
export type LeafKeys<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? Asked<K> : `${K}.${LeafKeys<Tree[K]>}`;
}[keyof Tree & string];

/**
 * A key the compiler cannot check, named so that every such assertion can be found: left only where a
 * shared form component joins the branch it is given with a tail (docs/decisions.md) and in tests that
 * register keys of their own. A key from data at run time goes through `dataText` (./data-text.ts);
 * every other key is typed (a template over a typed union, a map `satisfies Record<…, TranslationKey>`).
 */
export type RuntimeKey = TranslationKey;

/** The '.'-joined paths to the branches (not the texts) of a tree. */
export type BranchKeys<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? never : K | `${K}.${BranchKeys<Tree[K]>}`;
}[keyof Tree & string];

/**
 * The keys the area manifests declare in code (src/core/areas/<area>/area.ts, shown by the shell
 * from its first paint): the report names exactly; the page titles and menu labels by their branch
 * (the manifests' trees are typed as plain trees).
 */
export type AreaLabelKey =
  | `app.reports.names.${keyof (typeof REPORT_NAMES)['en']}`
  | `app.console.pages.${string}`
  | `app.console.menu.${string}`;

/**
 * The keys the casino management service's game strings bring (merged in by `loadGameStrings`):
 * a game's name by its external id. Always asked for with a `defaultValue` or after `i18n.exists`.
 */
export type GameStringKey = `app.games.names.${number}`;

/** A key of the texts shipped with the widgets, declared by an area manifest or brought by the game strings. */
export type TranslationKey = LeafKeys<EnglishTexts> | AreaLabelKey | GameStringKey;

/** A branch of the English texts ('app.players.form'): a prefix a shared component puts its tails after. */
export type TextBranch = BranchKeys<EnglishTexts>;

/** An area's branch under `app` ('players' for `app.players.*`). */
export type TextArea = keyof EnglishTexts['app'] & string;

/**
 * The branches under which every one of `Tails` is a text: `KeyPrefix<'title' | 'submit'>` is each
 * `P` for which both `${P}.title` and `${P}.submit` are keys (what a shared component is given when it
 * reads several texts of one page).
 */
export type KeyPrefix<Tails extends string> =
  BranchKeys<EnglishTexts> extends infer P
    ? P extends string
      ? `${P}.${Tails}` extends TranslationKey
        ? P
        : never
      : never
    : never;

/** The tails of the texts under one branch: `KeyTail<'app.audit.live'>` is 'live' | 'paused' | … */
export type KeyTail<Prefix extends string> =
  LeafKeys<EnglishTexts> extends infer K ? (K extends `${Prefix}.${infer Tail}` ? Tail : never) : never;

/** A translation function (`t` of src/core/i18n, or a server's): a typed key and its options. */
export type Translate = (key: TranslationKey, options?: Record<string, unknown>) => string;
