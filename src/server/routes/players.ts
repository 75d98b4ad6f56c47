/**
 * Players and their bonuses (casino management service; the contract is
 * src/core/areas/players/contract.ts).
 *
 * POST   /api/player/list                     an agent's players (its subtree's with includeSubAgents),
 *                                             paged, sorted, filtered on the server; can.listPlayers
 * GET    /api/player/{id}                     one player; can.listPlayers or can.editPlayer
 * PUT    /api/player                          create; can.createPlayer for the agent; text: the id, quoted
 * PATCH  /api/player?id                       json-patch `replace` ops; can.editPlayer; text: the id, quoted
 * DELETE /api/player/{id}                     a player that never moved money; can.deletePlayer
 * POST   /api/player/logout/{id}              ends the player's session; can.logoutPlayers
 * GET    /api/player/check/{agentId}/{name}/{id}  is the login name free in the agent's operator
 *                                             (id: the player renamed, or the all-zero GUID for a new one)
 * POST   /api/player/bonus?playerId&bonusCode redeems a code: credits the bonus balance; can.redeemBonus
 * GET    /api/player/bonus?playerId           the active bonus or null; can.viewBonusInfo
 * DELETE /api/player/bonus?playerId&bonusCode denies the active bonus: what is left of it leaves the
 *                                             bonus balance; can.denyBonus
 *
 * Every agent named lies in the caller's subtree (403 outside, 404 unknown); a player outside it is
 * answered as an unknown one (404). Every change writes one audit entry in its transaction. Balances
 * move only in SQL, on the player's row locked FOR UPDATE, within the maximum of src/core/money.ts,
 * each movement written to player_balance_log and moved through the ledger (src/server/ledger.ts): a
 * redemption from the operator's promotions account to the player's bonus account, a denial back.
 */
import { randomUUID } from 'node:crypto';
import {
  PLAYER_PATCHABLE_FIELDS,
  PlayerPatchDocument,
  playersEndpoints as ep,
  type PlayerPatchableField,
} from '../../core/areas/players/contract';
import { objectErrors } from '../../core/contract/form-rules';
import { isDayFormat } from '../../core/days';
import { can, hasClaim, P } from '../../core/permissions';
import type { ValidationError } from '../../core/validation';
import { recordChange } from '../audit';
import { assertAgentScope, requireClaim } from '../auth';
import { route, sendPage, quoted } from '../contract';
import type { Db } from '../db';
import { ApiError, fieldError, forbidden, type FieldError } from '../errors';
import { assertStorableBalance } from '../money';
import { transfer, LEDGER_KINDS } from '../ledger';
import { exactId, likePattern, pageSql } from '../paging';
import { hashPassword } from '../passwords';
import {
  activeBonus,
  bonusJson,
  loadPlayer,
  operatorOf,
  PLAYER_COLUMNS,
  BONUS_COLUMNS,
  playerJson,
  scopedPlayer,
  type BonusRow,
  type PlayerRow,
} from '../players-repo';
import { routeModule } from '../plugins/route-module';

/** The SQL of each sortable field of the players list (case-insensitive texts; never NULL). */
const SORT_COLUMNS = {
  name: 'lower(p.name)',
  firstName: 'lower(p.first_name)',
  lastName: 'lower(p.last_name)',
  agentName: 'lower(a.name)',
  currency: 'p.currency',
  balance: 'p.balance',
  bonusBalance: 'p.bonus_balance',
  status: 'p.status',
  online: 'p.logged_in',
  // a player who never logged in counts as the earliest
  lastLoginAt: "coalesce(p.last_login_at, '-infinity'::timestamptz)",
  createdAt: 'p.created_at',
} as const;

const NAME_INDEX = 'players_operator_name_idx';
const NAME_TAKEN = 'This login name is already taken';

/** English messages of the contract's rules, for field errors of a patched player. */
const RULE_MESSAGES: Record<string, string> = {
  'validation.required': 'is required',
  'validation.pattern': 'has an invalid format',
  'validation.minLength': 'is too short',
  'validation.maxLength': 'is too long',
  'validation.email': 'must be an e-mail address',
  'validation.posUserPassword':
    'must have at least 6 characters, start with a letter or digit and hold a lowercase letter, an uppercase letter and a digit',
  'validation.visibleText': 'must be visible text without control characters',
  'validation.oneOf': 'must be one of the allowed values',
  'validation.guid': 'must be a GUID',
};
const ruleMessage = (error: ValidationError) => RULE_MESSAGES[error.key] ?? 'is not valid';

/** Whether the error is the database refusing a second player of the same name in an operator. */
function isNameClash(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' &&
    (e.constraint === NAME_INDEX || (typeof e.message === 'string' && e.message.includes(NAME_INDEX)))
  );
}

/** '2026-11-23' -> the start of that UTC day; a time without an offset is UTC. `endOfDay`: a date alone ends the day. */
export function instant(text: string | undefined, endOfDay: boolean): Date | null {
  if (!text) return null;
  const dateOnly = isDayFormat(text);
  const withZone = dateOnly
    ? `${text}T00:00:00Z`
    : /(?:Z|[+-]\d{2}:?\d{2})$/.test(text)
      ? text.replace(' ', 'T')
      : `${text.replace(' ', 'T')}Z`;
  const date = new Date(withZone);
  if (dateOnly && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export const playerRoutes = routeModule(async function playerRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.list, { auth: 'token', tag: 'players' }, async (request, reply) => {
    const q = request.body;
    await assertAgentScope(db, request.user, q.agentId, can.listPlayers);
    const { rows: agents } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [
      q.agentId,
    ]);
    const from = instant(q.createdFrom, false);
    const to = instant(q.createdTo, true);
    if (from && to && to <= from)
      throw fieldError('date-order', 'createdTo', 'createdTo must be after createdFrom');
    const page = pageSql(q, SORT_COLUMNS, 'lower(p.name)', 'p.id');
    const where = `${q.includeSubAgents ? 'a.path LIKE $1 AND $2::uuid IS NOT NULL' : 'p.agent_id = $2 AND $1::text IS NOT NULL'}
        AND ($3::text IS NULL OR lower(p.name) LIKE $3 OR lower(p.first_name) LIKE $3 OR lower(p.last_name) LIKE $3
             OR lower(p.first_name || ' ' || p.last_name) LIKE $3 OR lower(p.email) LIKE $3 OR p.phone LIKE $3
             OR p.id::text = $7)
        AND ($4::text IS NULL OR p.status = $4)
        AND ($5::timestamptz IS NULL OR p.created_at >= $5)
        AND ($6::timestamptz IS NULL OR p.created_at < $6)`;
    const params = [
      agents[0].path + '%',
      q.agentId,
      likePattern(q.filter),
      q.status ?? null,
      from?.toISOString() ?? null,
      to?.toISOString() ?? null,
      exactId(q.filter),
    ];
    const { rows } = await db.query<PlayerRow & { total: number }>(
      `SELECT ${PLAYER_COLUMNS}${page.paged ? ', count(*) OVER ()::int AS total' : ''}
       FROM players p JOIN agents a ON a.id = p.agent_id
       WHERE ${where} ${page.orderBy} ${page.limit}`,
      params,
    );
    const players = rows.map(playerJson);
    if (!page.paged) return players;
    let total = rows[0]?.total;
    if (total === undefined) {
      // a page past the end: count what the filters match
      const { rows: counted } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM players p JOIN agents a ON a.id = p.agent_id WHERE ${where}`,
        params,
      );
      total = counted[0].n;
    }
    return sendPage(reply, { rows: players, total });
  });

  route(app, ep.get, { auth: 'token', tag: 'players' }, async (request) => {
    const user = request.user;
    if (!hasClaim(user.claims, P.ListPlayers) && !hasClaim(user.claims, P.EditPlayer))
      throw forbidden(`Missing permission ${P.ListPlayers}`);
    return playerJson(await scopedPlayer(db, user, request.params.id));
  });

  route(app, ep.checkName, { auth: 'token', tag: 'players' }, async (request) => {
    const { agentId, name, id } = request.params;
    const user = request.user;
    if (!hasClaim(user.claims, P.CreatePlayer) && !hasClaim(user.claims, P.EditPlayer))
      throw forbidden(`Missing permission ${P.CreatePlayer}`);
    await assertAgentScope(db, user, agentId);
    const { rows } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [agentId]);
    return { name, available: await nameIsFree(db, operatorOf(rows[0].path), name, id) };
  });

  route(app, ep.create, { auth: 'token', tag: 'players' }, async (request, reply) => {
    const body = request.body;
    const user = request.user;
    await assertAgentScope(db, user, body.agentId, can.createPlayer);
    const countryId = body.countryId ?? ctx.config.defaultCountryId;
    const passwordHash = await hashPassword(body.password);
    const id = randomUUID();
    try {
      await db.transaction(async (tx) => {
        const agent = await lockAgent(tx, body.agentId);
        await assertCountry(tx, countryId);
        if (!(await nameIsFree(tx, operatorOf(agent.path), body.name, id)))
          throw fieldError('name-taken', 'name', NAME_TAKEN);
        await tx.query(
          `INSERT INTO players (id, agent_id, name, currency, status, first_name, last_name, email, phone, country_id,
               password_hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            id,
            agent.id,
            body.name,
            agent.currency_id,
            body.status ?? 'Active',
            body.firstName.trim(),
            body.lastName.trim(),
            body.email ?? '',
            body.phone ?? '',
            countryId,
            passwordHash,
          ],
        );
        await recordChange(tx, request, {
          kind: 'player.created',
          agentId: agent.id,
          objectType: 'player',
          objectId: id,
          before: null,
          after: playerJson(await loadPlayer(tx, id)),
        });
      });
    } catch (error) {
      if (isNameClash(error)) throw fieldError('name-taken', 'name', NAME_TAKEN);
      throw error;
    }
    return reply.code(201).type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.patch, { auth: 'token', tag: 'players' }, async (request, reply) => {
    const id = request.query.id ?? request.query.Id;
    if (!id) throw fieldError('required', 'id', 'id is required');
    const user = request.user;
    requireClaim(user, P.EditPlayer);
    const changes = new Map<PlayerPatchableField, unknown>();
    for (const op of request.body as readonly { path: string; value: unknown }[]) {
      const field = op.path.slice(1) as PlayerPatchableField;
      if (!PLAYER_PATCHABLE_FIELDS.includes(field))
        throw fieldError('field-not-patchable', op.path, `${op.path} cannot be changed`);
      changes.set(field, op.value);
    }
    const typeErrors: FieldError[] = [...changes]
      .filter(([, value]) => typeof value !== 'string')
      .map(([field]) => ({ field, message: 'must be text' }));
    if (typeErrors.length) throw invalid(typeErrors);
    const password = changes.get('password') as string | undefined;
    if (password !== undefined) {
      const error = objectErrors(PlayerPatchDocument, { password }, ['password']).password;
      if (error) throw invalid([{ field: 'password', message: ruleMessage(error) }]);
    }
    const passwordHash = password === undefined ? null : await hashPassword(password);
    try {
      await db.transaction(async (tx) => {
        const current = await scopedPlayer(tx, user, id, true);
        const before = {
          name: current.name,
          firstName: current.first_name,
          lastName: current.last_name,
          email: current.email,
          phone: current.phone,
          countryId: current.country_id ?? ctx.config.defaultCountryId,
          status: current.status,
          agentId: current.agent_id,
        };
        const next = { ...before };
        for (const [field, value] of changes)
          if (field !== 'password') (next as Record<string, unknown>)[field] = value;
        next.firstName = next.firstName.trim();
        next.lastName = next.lastName.trim();
        next.countryId = next.countryId || ctx.config.defaultCountryId;
        const errors = Object.entries(objectErrors(PlayerPatchDocument, next, Object.keys(next))).map(
          ([field, error]) => ({ field, message: ruleMessage(error) }),
        );
        if (errors.length) throw invalid(errors);

        if (next.status !== before.status && before.status === 'Closed')
          throw fieldError('account-closed', 'status', 'A closed account cannot be reopened');
        let agentPath = current.agent_path;
        if (next.agentId !== before.agentId) {
          await assertAgentScope(tx, user, next.agentId, can.editPlayer);
          const agent = await lockAgent(tx, next.agentId);
          if (agent.currency_id !== current.currency)
            throw fieldError(
              'invalid-value',
              'agentId',
              `The player's currency is ${current.currency}: it can move only to an agent of that currency`,
            );
          agentPath = agent.path;
        }
        if (next.countryId !== before.countryId) await assertCountry(tx, next.countryId);
        if (
          (next.name !== before.name || next.agentId !== before.agentId) &&
          !(await nameIsFree(tx, operatorOf(agentPath), next.name, id))
        )
          throw fieldError('name-taken', 'name', NAME_TAKEN);

        const changed =
          passwordHash !== null ||
          (Object.keys(next) as (keyof typeof next)[]).some((field) => next[field] !== before[field]);
        if (!changed) return;
        // a blocked or closed player, or a new password, ends the player's session
        const endsSession = passwordHash !== null || next.status !== 'Active';
        await tx.query(
          `UPDATE players SET name = $2, first_name = $3, last_name = $4, email = $5, phone = $6, country_id = $7,
               status = $8, agent_id = $9, password_hash = coalesce($10, password_hash),
               logged_in = logged_in AND NOT $11::boolean, updated_at = now()
             WHERE id = $1`,
          [
            id,
            next.name,
            next.firstName,
            next.lastName,
            next.email,
            next.phone,
            next.countryId,
            next.status,
            next.agentId,
            passwordHash,
            endsSession,
          ],
        );
        await recordChange(tx, request, {
          kind: 'player.updated',
          agentId: next.agentId,
          objectType: 'player',
          objectId: id,
          before: playerJson(current),
          after: {
            ...playerJson(await loadPlayer(tx, id)),
            ...(passwordHash ? { passwordChanged: true } : {}),
          },
        });
      });
    } catch (error) {
      if (isNameClash(error)) throw fieldError('name-taken', 'name', NAME_TAKEN);
      throw error;
    }
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.remove, { auth: 'token', tag: 'players' }, async (request, reply) => {
    const user = request.user;
    requireClaim(user, P.DeletePlayer);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const current = await scopedPlayer(tx, user, id, true);
      const { rows } = await tx.query<{ history: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM game_rounds WHERE player_id = $1)
             OR EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = $1)
             OR EXISTS (SELECT 1 FROM player_balance_log WHERE player_id = $1) AS history`,
        [id],
      );
      if (rows[0].history || Number(current.balance) !== 0 || Number(current.bonus_balance) !== 0)
        throw new ApiError(
          409,
          'conflict',
          `${current.name} has played or holds money: close the account instead (its history stays)`,
        );
      await tx.query('DELETE FROM player_sessions WHERE player_id = $1', [id]);
      await tx.query('DELETE FROM players WHERE id = $1', [id]);
      await recordChange(tx, request, {
        kind: 'player.deleted',
        agentId: current.agent_id,
        objectType: 'player',
        objectId: id,
        before: playerJson(current),
        after: null,
      });
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.logout, { auth: 'token', tag: 'players' }, async (request, reply) => {
    const user = request.user;
    requireClaim(user, P.LogoutPlayers);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const current = await scopedPlayer(tx, user, id, true);
      if (!current.logged_in) return;
      await tx.query('UPDATE players SET logged_in = false WHERE id = $1', [id]);
      await recordChange(tx, request, {
        kind: 'player.logged-out',
        agentId: current.agent_id,
        objectType: 'player',
        objectId: id,
        before: { online: true },
        after: { online: false },
      });
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.activeBonus, { auth: 'token', tag: 'players' }, async (request) => {
    const user = request.user;
    requireClaim(user, P.ViewBonusInfo);
    const player = await scopedPlayer(db, user, request.query.playerId);
    const active = await activeBonus(db, player.id);
    return active ? bonusJson(active) : null;
  });

  route(app, ep.redeemBonus, { auth: 'token', tag: 'players' }, async (request) => {
    const user = request.user;
    requireClaim(user, P.RedeemBonus);
    const code = bonusCode(request.query.bonusCode);
    return db.transaction(async (tx) => {
      const player = await scopedPlayer(tx, user, request.query.playerId, true);
      if (player.status !== 'Active')
        throw fieldError(
          'invalid-value',
          'playerId',
          `${player.name} is ${player.status.toLowerCase()}: only an active player can redeem a bonus`,
        );
      const { rows: codes } = await tx.query<{
        code: string;
        agent_path: string;
        currency: string;
        amount: string;
        free_spins: number;
        game_id: number | null;
        game_name: string | null;
        wagering_required: string;
        started: boolean;
        expired: boolean;
      }>(
        `SELECT b.code, a.path AS agent_path, b.currency, b.amount, b.free_spins, b.game_id, b.game_name,
                round(b.amount * b.wagering_multiplier, 2)::text AS wagering_required,
                b.valid_from <= now() AS started, b.expires_at <= now() AS expired
         FROM bonus_codes b JOIN agents a ON a.id = b.agent_id WHERE b.code = $1`,
        [code],
      );
      const bonus = codes[0];
      // a code of another part of the tree is unknown to this player
      if (!bonus || !player.agent_path.startsWith(bonus.agent_path))
        throw fieldError('bonus-unknown', 'bonusCode', `Unknown bonus code ${code}`);
      if (!bonus.started)
        throw fieldError('bonus-not-started', 'bonusCode', `The bonus code ${code} is not valid yet`);
      if (bonus.expired) throw fieldError('bonus-expired', 'bonusCode', `The bonus code ${code} has expired`);
      if (bonus.currency !== player.currency)
        throw fieldError(
          'invalid-value',
          'bonusCode',
          `The bonus code ${code} is for ${bonus.currency} players; ${player.name} plays in ${player.currency}`,
        );
      const { rows: used } = await tx.query(
        'SELECT 1 FROM player_bonuses WHERE player_id = $1 AND bonus_code = $2',
        [player.id, code],
      );
      if (used.length)
        throw fieldError(
          'bonus-redeemed',
          'bonusCode',
          `${player.name} has already redeemed the bonus code ${code}`,
        );
      const active = await activeBonus(tx, player.id);
      if (active)
        throw new ApiError(
          409,
          'bonus-active',
          `${player.name} already has an active bonus (${active.bonus_code})`,
          [
            {
              field: 'bonusCode',
              message: `${player.name} already has an active bonus (${active.bonus_code})`,
            },
          ],
        );
      assertStorableBalance(bonus.wagering_required, `The wagering requirement of ${code}`, 'bonusCode');
      const { rows: sums } = await tx.query<{ after: string }>(
        'SELECT ($1::numeric + $2::numeric)::text AS after',
        [player.bonus_balance, bonus.amount],
      );
      assertStorableBalance(sums[0].after, `The bonus balance of ${player.name}`, 'bonusCode');
      await tx.query(
        `INSERT INTO player_bonuses (player_id, bonus_code, amount, currency, spins_needed, spins_remaining, game_id,
             game_name, wagering_required, redeemed_by)
           VALUES ($1, $2, $3::numeric, $4, $5, $5, $6, $7, $8::numeric, $9)`,
        [
          player.id,
          code,
          bonus.amount,
          bonus.currency,
          bonus.free_spins,
          bonus.game_id,
          bonus.game_name,
          bonus.wagering_required,
          user.id,
        ],
      );
      if (Number(bonus.amount) > 0)
        await transfer(tx, {
          kind: LEDGER_KINDS.bonusRedeemed,
          legs: [
            {
              from: { kind: 'promotions', holder: operatorOf(player.agent_path), currency: player.currency },
              to: { kind: 'player-bonus', holder: player.id, currency: player.currency },
              amount: bonus.amount,
            },
          ],
          ref: { type: 'player-bonus', id: `${player.id}:${code}` },
          userId: user.id,
        });
      const { rows: updated } = await tx.query<{ bonus_balance: string }>(
        'UPDATE players SET updated_at = now() WHERE id = $1 RETURNING bonus_balance',
        [player.id],
      );
      if (Number(bonus.amount) > 0)
        await tx.query(
          `INSERT INTO player_balance_log (player_id, agent_id, kind, balance, amount, balance_after, bonus_code, user_id)
             VALUES ($1, $2, 'bonus-redeemed', 'bonus', $3::numeric, $4::numeric, $5, $6)`,
          [player.id, player.agent_id, bonus.amount, updated[0].bonus_balance, code, user.id],
        );
      const redeemed = bonusJson((await activeBonus(tx, player.id, code)) as BonusRow);
      await recordChange(tx, request, {
        kind: 'player.bonus-redeemed',
        agentId: player.agent_id,
        objectType: 'player',
        objectId: player.id,
        before: { bonusBalance: Number(player.bonus_balance) },
        after: { bonusBalance: Number(updated[0].bonus_balance), bonus: redeemed },
      });
      return redeemed;
    });
  });

  route(app, ep.denyBonus, { auth: 'token', tag: 'players' }, async (request) => {
    const user = request.user;
    requireClaim(user, P.DenyBonus);
    const code = bonusCode(request.query.bonusCode);
    return db.transaction(async (tx) => {
      const player = await scopedPlayer(tx, user, request.query.playerId, true);
      const active = await activeBonus(tx, player.id, code);
      if (!active)
        throw fieldError(
          'bonus-none-active',
          'bonusCode',
          `${player.name} has no active bonus with the code ${code}`,
        );
      // what is left of the bonus leaves the bonus balance (never more than the balance holds)
      const { rows: sums } = await tx.query<{ forfeited: string }>(
        'SELECT least($1::numeric, $2::numeric)::text AS forfeited',
        [active.amount, player.bonus_balance],
      );
      const forfeited = sums[0].forfeited;
      await tx.query(
        `UPDATE player_bonuses SET status = 'Denied', ended_at = now(), ended_by = $3
         WHERE player_id = $1 AND bonus_code = $2`,
        [player.id, code, user.id],
      );
      if (Number(forfeited) > 0)
        await transfer(tx, {
          kind: LEDGER_KINDS.bonusDenied,
          legs: [
            {
              from: { kind: 'player-bonus', holder: player.id, currency: player.currency },
              to: { kind: 'promotions', holder: operatorOf(player.agent_path), currency: player.currency },
              amount: forfeited,
            },
          ],
          ref: { type: 'player-bonus', id: `${player.id}:${code}` },
          userId: user.id,
        });
      const { rows: updated } = await tx.query<{ bonus_balance: string }>(
        'UPDATE players SET updated_at = now() WHERE id = $1 RETURNING bonus_balance',
        [player.id],
      );
      if (Number(forfeited) > 0)
        await tx.query(
          `INSERT INTO player_balance_log (player_id, agent_id, kind, balance, amount, balance_after, bonus_code, user_id)
             VALUES ($1, $2, 'bonus-denied', 'bonus', -$3::numeric, $4::numeric, $5, $6)`,
          [player.id, player.agent_id, forfeited, updated[0].bonus_balance, code, user.id],
        );
      const { rows: denied } = await tx.query<BonusRow>(
        `SELECT ${BONUS_COLUMNS}
         FROM player_bonuses pb JOIN bonus_codes bc ON bc.code = pb.bonus_code
         WHERE pb.player_id = $1 AND pb.bonus_code = $2`,
        [player.id, code],
      );
      await recordChange(tx, request, {
        kind: 'player.bonus-denied',
        agentId: player.agent_id,
        objectType: 'player',
        objectId: player.id,
        before: { bonusBalance: Number(player.bonus_balance), bonus: bonusJson(active) },
        after: { bonusBalance: Number(updated[0].bonus_balance), bonus: bonusJson(denied[0]) },
      });
      return bonusJson(denied[0]);
    });
  });
});

function invalid(errors: FieldError[]): ApiError {
  return new ApiError(
    400,
    'invalid-request',
    `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    errors,
  );
}

/** The code as stored (upper-case); an empty code is 'invalid bonus'. */
function bonusCode(text: string): string {
  const code = text.trim().toUpperCase();
  if (!code) throw fieldError('bonus-unknown', 'bonusCode', 'invalid bonus');
  return code;
}

async function nameIsFree(db: Db, operatorId: string, name: string, selfId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM players WHERE operator_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [operatorId, name, selfId],
  );
  return rows.length === 0;
}

interface LockedAgent {
  id: string;
  path: string;
  currency_id: string;
  is_active: boolean;
}

/** The agent a player is placed under, locked; it must be active. */
async function lockAgent(tx: Db, agentId: string): Promise<LockedAgent> {
  const { rows } = await tx.query<LockedAgent>(
    'SELECT id, path, currency_id, is_active FROM agents WHERE id = $1 FOR SHARE',
    [agentId],
  );
  if (!rows[0]) throw fieldError('agent-not-found', 'agentId', 'Agent not found');
  if (!rows[0].is_active)
    throw fieldError('agent-inactive', 'agentId', 'The agent is not active: it cannot take players');
  return rows[0];
}

async function assertCountry(tx: Db, countryId: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM countries WHERE id = $1', [countryId]);
  if (!rows.length) throw fieldError('unknown-country', 'countryId', `${countryId} is not a known country`);
}
