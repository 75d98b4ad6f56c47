/**
 * Fixture factories of the players area: a player and a bonus as the casino management service
 * answers them, typed by the contract. Each factory gives a fresh object; `change` replaces fields.
 */
import type { Player, PlayerBonus } from '../../src/core/areas/players/contract';
import { CHILD } from './fixtures';

export type { Player, PlayerBonus };

export const PLAYER = '66666666-6666-4666-8666-666666666666';
export const PLAYER_2 = '77777777-7777-4777-8777-777777777777';

/** An active, online USD player 'lucky_ace' of CHILD with 250.00 and no bonus balance. */
export function playerDetails(change: Partial<Player> = {}): Player {
  return {
    id: PLAYER,
    agentId: CHILD,
    agentName: 'Child',
    name: 'lucky_ace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@players.example',
    phone: '+1 555 0100',
    countryId: 'US',
    currency: 'USD',
    balance: 250,
    bonusBalance: 0,
    status: 'Active',
    online: true,
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-01-15T09:30:00.000Z',
    updatedAt: '2026-01-15T09:30:00.000Z',
    ...change,
  };
}

/** The active bonus WELCOME100: 100.00 USD, 20 free spins on Golden Lotus, 7 of them played. */
export function bonusDetails(change: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    bonus_code: 'WELCOME100',
    bonus_amount: 100,
    spins_needed: 20,
    spins_remaining: 13,
    game: 'Golden Lotus',
    game_id: 101,
    currency: 'USD',
    wagering_required: 3000,
    status: 'Active',
    redeemed_at: '2026-11-01T12:00:00.000Z',
    expires_at: '2027-11-01T12:00:00.000Z',
    ...change,
  };
}
