/**
 * The area contracts whose exported schemas are the named schemas of the OpenAPI document
 * (components/schemas, by export name: `Agent`, `AgentCreate`, `PotBalance` …). A new area's contract
 * is added here (test/server/openapi.test.ts fails until it is).
 */
import * as agents from '../core/areas/agents/contract';
import * as audit from '../core/areas/audit/contract';
import * as casinos from '../core/areas/casinos/contract';
import * as players from '../core/areas/players/contract';
import * as poses from '../core/areas/poses/contract';
import * as reports from '../core/areas/reports/contract';
import * as terminals from '../core/areas/terminals/contract';
import * as users from '../core/areas/users/contract';

export const CONTRACT_MODULES = { agents, audit, casinos, players, poses, reports, terminals, users };
