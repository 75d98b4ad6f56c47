/**
 * Fixture factories of the casinos area, typed by its contract: a casino as the lists answer it, one
 * with its usage counts, a choice and an agent's assignment as GET /api/casinoagent answers them, and
 * the languages of GET /api/language. Each factory gives a fresh object; `change` replaces fields.
 */
import type {
  AssignmentChange,
  Casino,
  CasinoAssignment,
  CasinoChoice,
  CasinoDetail,
} from '../../src/core/areas/casinos/contract';
import type { Language } from '../../src/core/reference/contract';
import { CHILD, OWN } from './fixtures';

export const PALACE_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
export const STRIP_ID = 'aaaaaaaa-0000-4000-8000-000000000002';
export const DRAGON_ID = 'aaaaaaaa-0000-4000-8000-000000000003';

/** A live casino: Aurora Palace, EUR and USD, English and Chinese (English by default), two games. */
export function casino(change: Partial<Casino> = {}): Casino {
  return {
    id: PALACE_ID,
    name: 'Aurora Palace',
    status: 'Active',
    currencies: ['EUR', 'USD'],
    languages: ['en', 'zh-cn'],
    defaultLanguage: 'en',
    lobbyUrl: 'https://palace.example/lobby',
    gameHistoryUrl: 'https://palace.example/history',
    games: [101, 201],
    agentCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    deletedAt: null,
    ...change,
  };
}

/** A casino with its players and rounds (none by default: it may be deleted permanently). */
export function casinoDetail(change: Partial<CasinoDetail> = {}): CasinoDetail {
  return { ...casino(), playerCount: 0, roundCount: 0, ...change };
}

export function casinoChoice(change: Partial<CasinoChoice> = {}): CasinoChoice {
  return { id: PALACE_ID, name: 'Aurora Palace', status: 'Active', assigned: true, subAgents: 0, ...change };
}

/**
 * The assignment of CHILD as its editor sees it: the casinos of OWN (Aurora Palace held with 2
 * sub-agents holding it too, Liberty Strip held, Dragon Gate in maintenance not held).
 */
export function assignment(change: Partial<CasinoAssignment> = {}): CasinoAssignment {
  return {
    agentId: CHILD,
    parentId: OWN,
    topLevel: false,
    editable: true,
    choices: [
      casinoChoice({ subAgents: 2 }),
      casinoChoice({ id: STRIP_ID, name: 'Liberty Strip Casino' }),
      casinoChoice({ id: DRAGON_ID, name: 'Dragon Gate Casino', status: 'Maintenance', assigned: false }),
    ],
    ...change,
  };
}

/** What POST /api/casinoagent answers: nothing changed unless `change` says so. */
export function assignmentChange(change: Partial<AssignmentChange> = {}): AssignmentChange {
  return {
    agentId: CHILD,
    dryRun: false,
    casinoIds: [],
    added: [],
    removed: [],
    cascade: [],
    subAgentsAffected: 0,
    ...change,
  };
}

/** Languages as GET /api/language answers: English and simplified Chinese. */
export function languages(): Language[] {
  return [
    { id: 'en', name: 'English', flag: 'flags/en.svg' },
    { id: 'zh-cn', name: '简体中文', flag: 'flags/zh-cn.svg' },
  ];
}
