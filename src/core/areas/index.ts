/**
 * The list of area manifests: the only place that names the console's areas. The route table
 * (src/core/routes.ts), the side menu (src/core/menu.ts), the outlet's element map and the
 * breadcrumbs are derived from it. Adding an area is one manifest and one line here
 * (docs/adding-an-area.md).
 */
import { agentsArea } from './agents/area';
import { auditArea } from './audit/area';
import { casinosArea } from './casinos/area';
import { gamesArea } from './games/area';
import { ledgerArea } from './ledger/area';
import { playersArea } from './players/area';
import { cafesArea } from './cafes/area';
import { reportsArea } from './reports/area';
import { rolesArea } from './roles/area';
import { searchArea } from './search/area';
import { terminalsArea } from './terminals/area';
import type { AreaManifest } from './types';
import { usersArea } from './users/area';

export type * from './types';

const MANIFESTS = [
  agentsArea,
  usersArea,
  playersArea,
  casinosArea,
  rolesArea,
  reportsArea,
  auditArea,
  ledgerArea,
  cafesArea,
  terminalsArea,
  gamesArea,
  searchArea,
] as const;

/** The manifests with their literal route paths (src/core/paths.ts derives the route names from it). */
export type AreaManifests = typeof MANIFESTS;

/** Every area, in the order of the route table under /{agentId}. */
export const AREA_MANIFESTS: readonly AreaManifest[] = MANIFESTS;
