/**
 * `casino-player-form` (routes players/add and players/edit/:id): the agent (the page's agent or one
 * below it; on edit only agents of the player's currency), the currency it gives, the login name with
 * its live availability check, the password twice (on edit only to change it), first and last name,
 * e-mail, phone, country (the configured default on create) and status. Validation before sending with
 * the contract's rules; server field errors on their fields; a failed request keeps everything typed;
 * leaving with unsaved changes asks first; on edit, another user's change of the player is announced
 * with a reload. Saving returns to the players list.
 */
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import { createPlayer, getPlayer, patchPlayer, type Player } from '../../core/areas/players/api';
import {
  PLAYER_NAME_MAX,
  PLAYER_STATUSES,
  PlayerCreateForm,
  PlayerEditForm,
} from '../../core/areas/players/contract';
import { playerKeys } from '../../core/areas/players/keys';
import {
  agentChoices,
  formAgentChoices,
  initialPlayerForm,
  playerChanges,
  playerCreatePayload,
  playerFormChecks,
  statusKey,
  type AgentChoice,
  type PlayerFormValues,
} from '../../core/areas/players/rules';
import { fetchTree } from '../../core/agents';
import { requireConfig } from '../../core/config';
import { useT } from '../shared/hooks';
import {
  FormPage,
  newPasswordFields,
  requestErrorText,
  useFormPage,
  usePageForm,
  useQuery,
} from '../shared/page';
import type { FieldSpec, FormPlace } from '../shared/page';
import { useNameCheck, type NameCheck } from './use-name-check';

export interface PlayerFormProps {
  /** The agent whose players list the form belongs to (the new player's agent by default). */
  agentId?: string;
  /** The player edited (route players/edit/:id); absent on create. */
  id?: string;
}

interface References {
  agents: AgentChoice[];
  player: Player | null;
}

export function PlayerForm(props: PlayerFormProps) {
  const id = props.id;
  const page = useFormPage('players', props, {
    list: 'players',
    references: ['countries'],
    record: { queryKey: playerKeys.detail(id ?? ''), queryFn: ({ signal }) => getPlayer(id!, signal) },
  });
  const agents = useQuery({
    queryKey: ['players', 'agent-choices', page.pageAgent ?? ''],
    queryFn: async () => agentChoices(await fetchTree(page.pageAgent!)),
    enabled: Boolean(page.pageAgent),
    staleTime: 60_000,
  });
  const gate = page.gate([agents]);
  if (gate) return gate;
  const refs: References = {
    agents: agents.data!,
    player: page.editing ? page.record.data! : null,
  };
  return <PlayerFormBody key={page.key} place={page.place} refs={refs} />;
}

function NameCheckHint({ check }: { check: NameCheck }) {
  const t = useT();
  if (check.state === 'idle') return null;
  if (check.state === 'taken') return <span part="name-check" data-state="taken" hidden />;
  const text =
    check.state === 'checking'
      ? t('app.players.form.name-checking')
      : check.state === 'available'
        ? t('app.players.form.name-available')
        : t('app.players.form.name-check-failed', { message: requestErrorText(check.error, t) });
  return (
    <span part="name-check" data-state={check.state} role={check.state === 'error' ? 'alert' : 'status'}>
      {text}
    </span>
  );
}

function PlayerFormBody({ place, refs }: { place: FormPlace; refs: References }) {
  const original = refs.player;
  const agents = formAgentChoices(refs.agents, original);
  // the latest answer of the availability check, read by the form's rules
  const taken = useRef<{ name: string; taken: boolean } | null>(null);

  const { form, t, pageProps } = usePageForm<PlayerFormValues>(place, {
    kind: 'player',
    invalidates: playerKeys.all,
    schema: place.id ? PlayerEditForm : PlayerCreateForm,
    defaultValues: initialPlayerForm(requireConfig(), place.pageAgent, original),
    check: (values) =>
      playerFormChecks(values, {
        original,
        nameTaken:
          taken.current?.taken === true && taken.current.name.toLowerCase() === values.name.toLowerCase(),
      }),
    name: original?.name,
    watch: 'player',
    create: async (values) => ({
      id: await createPlayer(playerCreatePayload(values)),
      agentId: values.agentId,
    }),
    update: async (values, player) => {
      const changes = playerChanges(original!, values);
      if (Object.keys(changes).length) await patchPlayer(player, changes);
      return { agentId: values.agentId };
    },
  });
  const id = place.id;

  const name = useStore(form.store, (s) => String(s.values.name ?? ''));
  const agentId = useStore(form.store, (s) => String(s.values.agentId ?? ''));
  const check = useNameCheck(agentId, name, id, original?.name);
  taken.current =
    check.state === 'taken' || check.state === 'available'
      ? { name: check.name, taken: check.state === 'taken' }
      : null;
  useEffect(() => {
    // show (or clear) 'taken' on the field as soon as the answer comes
    if (check.state === 'taken' || check.state === 'available') void form.validateField('name', 'change');
  }, [check.state, check.name, form]);

  const currency = agents.find((a) => a.id === agentId)?.currencyId ?? original?.currency ?? '';
  const closed = original?.status === 'Closed';
  const fields: FieldSpec<'app.players.form'>[] = [
    {
      kind: 'select',
      name: 'agentId',
      part: 'input-agent',
      label: 'agent',
      placeholder: 'app.page.form.choose',
      options: agents.map((a) => ({
        value: a.id,
        label: `${'\u00a0\u00a0'.repeat(a.depth)}${a.name} (${a.currencyId})`,
      })),
    },
    {
      kind: 'node',
      name: 'currency',
      node: (
        <div className="field">
          <span className="label" id="player-currency-label">
            {t('app.players.form.currency')}
          </span>
          <output part="currency" aria-labelledby="player-currency-label">
            {currency || '—'}
          </output>
          <div className="hint">{t('app.players.form.currency-hint')}</div>
        </div>
      ),
    },
    { name: 'name', maxLength: PLAYER_NAME_MAX, hint: <NameCheckHint check={check} /> },
    ...newPasswordFields<'app.players.form'>({
      label: 'password',
      hint: id ? 'password-hint-edit' : undefined,
      confirmLabel: 'confirm-password',
      parts: ['input-password', 'input-confirm-password'],
    }),
    { name: 'firstName', part: 'input-first-name', label: 'first-name' },
    { name: 'lastName', part: 'input-last-name', label: 'last-name' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'tel' },
    { kind: 'reference', of: 'countries', name: 'countryId', part: 'input-country', label: 'country' },
    {
      kind: 'select',
      name: 'status',
      disabled: closed,
      hint: closed ? 'closed-final' : undefined,
      options: PLAYER_STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) })),
    },
  ];
  return <FormPage {...pageProps} part="player-form" fields={fields} />;
}
