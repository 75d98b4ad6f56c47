/**
 * The bonus dialogs of a player, on the shared dialogs (src/widgets/shared/dialogs):
 *
 * - Redeem bonus code: the input dialog (title, content, the code, Redeem and Close). An empty code
 *   keeps it open with 'invalid bonus'; the redemption runs with the dialog open, and a refusal of the
 *   server (unknown, expired, already redeemed…) shows its reason there, the code kept. When the player
 *   already holds an active bonus (and the user may see it), that bonus is shown next.
 * - Active bonus: the code, amount, free spins played (total minus remaining), game, currency, total
 *   free spins, what is still to wager and the expiry, at least 400 px wide; buttons deny-and-redeem
 *   (the user may deny and redeem), deny (the user may deny) and Close. Deny asks for confirmation
 *   (the bonus and its amount shown again) before the bonus is removed. Deny-and-redeem redeems a new
 *   code in place of the active one (the code asked for now, or the one just refused for it).
 */
import { Fragment, useState, type ReactNode } from 'react';
import { BONUS_CODE_MAX, type Player, type PlayerBonus } from '../../core/areas/players/contract';
import {
  denyBonus,
  getActiveBonus,
  isActiveBonusConflict,
  redeemBonus,
  redeemReplacing,
} from '../../core/areas/players/api';
import { playerKeys } from '../../core/areas/players/keys';
import {
  activeBonusChoices,
  bonusCodeError,
  spinsPlayed,
  type ActiveBonusChoice,
} from '../../core/areas/players/rules';
import { formatCurrency, formatDate } from '../../core/format';
import { loadGameStrings } from '../../core/i18n';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import type { Dialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import { useHostEvents } from '../shared/host';
import { requestErrorText, useSubject } from '../shared/page';

/** The active bonus dialog's least width. */
export const ACTIVE_BONUS_MIN_WIDTH = 400;

/** The bonus's game in the page's language (the game strings by its id), else as the server names it. */
function gameName(bonus: PlayerBonus, t: ReturnType<typeof useT>): string {
  if (bonus.game_id != null)
    return t(`app.games.names.${bonus.game_id}`, { defaultValue: bonus.game ?? '—' });
  return bonus.game ?? '—';
}

/** The bonus as the active bonus dialog shows it (`part="bonus-details"`, each value with data-field). */
export function BonusDetails({ bonus }: { bonus: PlayerBonus }) {
  const t = useT();
  const language = useLanguage();
  const rows: [field: string, label: string, value: ReactNode][] = [
    ['bonus_code', t('app.bonus.active.code'), bonus.bonus_code],
    [
      'bonus_amount',
      t('app.bonus.active.amount'),
      formatCurrency(bonus.bonus_amount, bonus.currency, language, 'None'),
    ],
    ['spins_played', t('app.bonus.active.spins-played'), spinsPlayed(bonus)],
    ['game', t('app.bonus.active.game'), gameName(bonus, t)],
    ['currency', t('app.bonus.active.currency'), bonus.currency],
    ['spins_needed', t('app.bonus.active.spins-total'), bonus.spins_needed],
    [
      'wagering_required',
      t('app.bonus.active.wagering'),
      formatCurrency(bonus.wagering_required, bonus.currency, language, 'None'),
    ],
    ['expires_at', t('app.bonus.active.expires'), formatDate(bonus.expires_at, language, { seconds: false })],
  ];
  return (
    <dl className="preview" part="bonus-details">
      {rows.map(([field, label, value]) => (
        <Fragment key={field}>
          <dt>{label}</dt>
          <dd data-field={field}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export interface BonusFlows {
  /** Asks for a code and redeems it for the player. */
  redeem(player: Player): Promise<void>;
  /** Shows the player's active bonus, with deny and deny-and-redeem as the permissions allow. */
  showActive(player: Player): Promise<void>;
  /** The failure and the notice of the last flow (for <ActionFeedback>). */
  feedback: { error: unknown; notice: string };
}

export function useBonusFlows(dialogs: Dialogs): BonusFlows {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();

  const [feedback, setFeedback] = useState<{ error: unknown; notice: string }>({ error: null, notice: '' });
  const events = useHostEvents();
  /** A bonus redeemed (`denied` false) or denied for `player`: the notice, the host page told, the lists refetched. */
  const done = (notice: string, player: Player, denied = false) => {
    setFeedback({ error: null, notice });
    if (denied) events.deleted({ kind: 'player-bonus', id: player.id, agentId: player.agentId });
    else events.saved({ kind: 'player-bonus', id: player.id, action: 'created', agentId: player.agentId });
    void invalidate(playerKeys.all);
  };
  const failed = (error: unknown) => setFeedback({ error, notice: '' });
  const codeRule = (value: string) => {
    const error = bonusCodeError(value);
    return error ? t(error.key) : null;
  };

  /** The input dialog; `send` redeems the code, a refusal stays in the dialog. */
  function askCode(content: string, send: (code: string) => Promise<unknown>): Promise<string | false> {
    return dialogs.prompt({
      title: t('app.bonus.redeem.title'),
      content,
      label: t('app.bonus.labels.code'),
      submitLabel: t('app.bonus.labels.redeem'),
      maxLength: BONUS_CODE_MAX,
      validate: codeRule,
      accept: async (code) => {
        try {
          await send(code);
          return null;
        } catch (error) {
          return requestErrorText(error, t);
        }
      },
    });
  }

  async function chooseOnActive(bonus: PlayerBonus, intro?: string): Promise<ActiveBonusChoice | false> {
    // the bonus's game is named by the game strings of the page's language (English names stay without them)
    await loadGameStrings(language).catch(() => undefined);
    return dialogs.choose<ActiveBonusChoice>({
      title: t('app.bonus.active.title'),
      content: (
        <>
          {intro ? <p>{intro}</p> : null}
          <BonusDetails bonus={bonus} />
        </>
      ),
      minWidth: ACTIVE_BONUS_MIN_WIDTH,
      choices: activeBonusChoices(subject).map((choice) =>
        choice === 'redeem'
          ? { value: choice, label: t('app.bonus.labels.deny-and-redeem'), part: 'bonus-deny-and-redeem' }
          : { value: choice, label: t('app.bonus.labels.deny'), part: 'bonus-deny', danger: true },
      ),
    });
  }

  /** Deny asks first, naming the bonus and what is left of it; nothing is sent before Yes. */
  async function deny(player: Player, bonus: PlayerBonus) {
    const yes = await dialogs.confirm({
      title: t('app.bonus.deny.title', { code: bonus.bonus_code }),
      content: (
        <>
          <p>{t('app.bonus.deny.content', { code: bonus.bonus_code, name: player.name })}</p>
          <BonusDetails bonus={bonus} />
        </>
      ),
    });
    if (!yes) return;
    try {
      await denyBonus(player.id, bonus.bonus_code);
      done(t('app.bonus.active.denied', { code: bonus.bonus_code, name: player.name }), player, true);
    } catch (error) {
      failed(error);
    }
  }

  async function redeem(player: Player) {
    setFeedback({ error: null, notice: '' });
    let blocked = false;
    const code = await askCode(t('app.bonus.redeem.content', { name: player.name }), async (value) => {
      try {
        const bonus = await redeemBonus(player.id, value);
        done(t('app.bonus.redeem.done', { code: bonus.bonus_code, name: player.name }), player);
      } catch (error) {
        // the active bonus stands in the way: show it (when the user may see it) instead of the reason
        if (isActiveBonusConflict(error) && can.viewBonusInfo(subject)) blocked = true;
        else throw error;
      }
    });
    if (code === false || !blocked) return;
    const wanted = code.trim().toUpperCase();
    let active: PlayerBonus | null;
    try {
      active = await getActiveBonus(player.id);
      if (!active) {
        // it ended meanwhile: nothing stands in the way any more
        const bonus = await redeemBonus(player.id, code);
        done(t('app.bonus.redeem.done', { code: bonus.bonus_code, name: player.name }), player);
        return;
      }
    } catch (error) {
      failed(error);
      return;
    }
    const intro = can.denyBonus(subject) ? 'app.bonus.active.conflict' : 'app.bonus.active.conflict-no-deny';
    const choice = await chooseOnActive(active, t(intro, { name: player.name, code: wanted }));
    if (choice === 'deny') await deny(player, active);
    else if (choice === 'redeem') {
      try {
        const bonus = await redeemReplacing(player.id, active.bonus_code, code);
        done(
          t('app.bonus.active.replaced', {
            old: active.bonus_code,
            code: bonus.bonus_code,
            name: player.name,
          }),
          player,
        );
      } catch (error) {
        failed(error);
      }
    }
  }

  async function showActive(player: Player) {
    setFeedback({ error: null, notice: '' });
    let active: PlayerBonus | null;
    try {
      active = await getActiveBonus(player.id);
    } catch (error) {
      failed(error);
      return;
    }
    if (!active) {
      await dialogs.inform({
        title: t('app.bonus.active.title'),
        content: t('app.bonus.active.none', { name: player.name }),
      });
      return;
    }
    const current = active;
    const choice = await chooseOnActive(current);
    if (choice === 'deny') await deny(player, current);
    else if (choice === 'redeem')
      await askCode(
        t('app.bonus.redeem.replace-content', { name: player.name, code: current.bonus_code }),
        async (value) => {
          const bonus = await redeemReplacing(player.id, current.bonus_code, value);
          done(
            t('app.bonus.active.replaced', {
              old: current.bonus_code,
              code: bonus.bonus_code,
              name: player.name,
            }),
            player,
          );
        },
      );
  }

  return { redeem, showActive, feedback };
}
