/**
 * The area contracts (and the identity service's) whose exported schemas are the named schemas of the OpenAPI document
 * (components/schemas, by export name: `Agent`, `AgentCreate`, `PotBalance` …). Add a new area's
 * contract here; until then its routes are documented with inline schemas.
 */
import * as agents from '../core/areas/agents/contract';
import * as audit from '../core/areas/audit/contract';
import * as casinos from '../core/areas/casinos/contract';
import * as ledger from '../core/areas/ledger/contract';
import * as players from '../core/areas/players/contract';
import * as cafes from '../core/areas/cafes/contract';
import * as reports from '../core/areas/reports/contract';
import * as terminals from '../core/areas/terminals/contract';
import * as users from '../core/areas/users/contract';
import * as identity from '../core/identity/contract';

export const CONTRACT_MODULES = {
  agents,
  audit,
  casinos,
  identity,
  ledger,
  players,
  poses: cafes,
  reports,
  terminals,
  users,
};
