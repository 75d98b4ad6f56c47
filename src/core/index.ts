/**
 * The core as a host page uses it (the package's main module, `casino-widgets` and
 * `casino-widgets/core`): the configuration, the session and what the signed-in user may do, the
 * language, the console's router (for a host that composes its own shell) and the events' types.
 *
 * It is the same module instance the element bundles use (they share their chunks), so a host reading
 * `account` or `can` sees the session the elements see. Signals: read `.value`, or `.subscribe(fn)`
 * (called at once and on every change; returns the unsubscribe function).
 *
 * @example
 * import { account, can, claims, configure } from 'casino-widgets';
 * configure({ apiUrl: 'https://api.example.com', … });
 * account.subscribe((user) => console.log(user?.name));
 * const mayAdd = can.addAgent({ claims: claims.value, agentId: account.value!.agentId }, { id: agentId, parentId });
 */
export {
  config,
  configError,
  configure,
  loadConfig,
  whenConfigured,
  type CasinoConfig,
  type GameDetailsIds,
  type GameTypes,
} from './config';
export { account, claims, isLoggedIn, login, logout, type Account, type UserClaims } from './session';
export {
  can,
  hasClaim,
  P,
  PERMISSIONS,
  permissionLabel,
  type ClaimType,
  type PermissionDef,
  type PermissionName,
  type PermissionSubject,
  type TargetAgent,
} from './permissions';
export { language, LANGUAGES, setLanguage, t } from './i18n';
export {
  currentAgentId,
  getBasePath,
  hrefOf,
  isRouterStarted,
  navigate,
  route,
  setBasePath,
  startRouter,
  type Route,
} from './router';
export {
  CASINO_EVENTS,
  on,
  type CasinoDeletedDetail,
  type CasinoEventMap,
  type CasinoEventName,
  type CasinoHostEvent,
  type CasinoHostEventMap,
  type CasinoHostEventName,
  type CasinoNavigateDetail,
  type CasinoObjectKind,
  type CasinoRoundErrorDetail,
  type CasinoRoundErrorReason,
  type CasinoRoundIndexChangeDetail,
  type CasinoRoundLoadedDetail,
  type CasinoSavedDetail,
  type Language,
} from './events';
export type { DetailKind, ListRow } from './games/types';
