/**
 * Compile-time rules of the change vocabulary (src/core/contract/changes.ts), checked by
 * `npm run typecheck`: each `@ts-expect-error` fails the check if the line below it compiles.
 */
import type { ChangeObjectType, QueryRoot } from '../../src/core/contract/changes';
import { CHANGE_ROOTS } from '../../src/core/contract/changes';
import type { AuditEntry } from '../../src/server/audit';
import type { WatchedObject } from '../../src/widgets/shared/page/use-foreign-change';

// The server writes only kinds of the vocabulary.
export const written: AuditEntry = {
  kind: 'agent.updated',
  agentId: null,
  objectType: 'agent',
  objectId: null,
};
export const unknownWritten: AuditEntry = {
  kind: 'cafe.updated',
  agentId: null,
  // @ts-expect-error 'cafe' is not a kind of the vocabulary (the cafes are 'pos')
  objectType: 'cafe',
  objectId: null,
};

// A form watches only kinds of the vocabulary.
export const watched: WatchedObject = { objectType: 'pos', objectId: 'x' };
// @ts-expect-error 'bingo-hall' is not a kind of the vocabulary
export const unknownWatched: WatchedObject = { objectType: 'bingo-hall', objectId: 'x' };

// Every kind maps to roots, and only to query roots that exist.
export const roots: readonly QueryRoot[] = CHANGE_ROOTS.agent;
// @ts-expect-error 'poses' is not a query root
export const deadRoot: QueryRoot = 'poses';
// @ts-expect-error a table of roots must name every kind
export const partial: Record<ChangeObjectType, readonly QueryRoot[]> = { agent: ['agents'] };
