/**
 * `casino-casino-form` (routes casinos/add and casinos/edit/:id): name, status, currencies and languages
 * (checklists of GET /api/currency and GET /api/language), the default language among the chosen ones,
 * the lobby and game-history addresses (http or https), and the game catalogue (the games of the
 * configured game types, grouped by type). Validation before sending with the contract's rules plus the
 * rules a schema cannot say (at least one currency and one language, the default among the chosen
 * languages); server field errors on their fields; a failed request keeps everything typed; leaving with
 * unsaved changes asks first. Create sends the casino (PUT), edit only the changed fields (PATCH).
 */
import { useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import { createCasino, getCasino, patchCasino, type CasinoDetail } from '../../core/areas/casinos/api';
import { CASINO_STATUSES, CasinoForm as CasinoFormSchema } from '../../core/areas/casinos/contract';
import { casinoKeys } from '../../core/areas/casinos/keys';
import {
  casinoChanges,
  casinoFormProblems,
  casinoPayload,
  gameGroups,
  initialCasinoForm,
  nextDefaultLanguage,
  type CasinoFormValues,
} from '../../core/areas/casinos/rules';
import { requireConfig } from '../../core/config';
import { loadGameStrings } from '../../core/i18n';
import { can } from '../../core/permissions';
import type { Currency, Language } from '../../core/reference/contract';
import { currencyName, languageName } from '../../core/reference/names';
import { useLanguage } from '../shared/hooks';
import { FormPage, useFormPage, usePageForm, useSubject } from '../shared/page';
import type { FieldSpec, FormPlace, TextUnder } from '../shared/page';
import { ChecklistField } from './ChecklistField';

export interface CasinoFormProps {
  /** The agent whose casinos list the form returns to; default the route's agent. */
  agentId?: string;
  /** The casino edited (route casinos/edit/:id); absent on create. */
  id?: string;
}

/** The casino form's texts that have a hint beside them (`<key>-hint`). */
type HintedText = {
  [K in TextUnder<'app.casinos.form'>]: `${K}-hint` extends TextUnder<'app.casinos.form'> ? K : never;
}[TextUnder<'app.casinos.form'>];

/** An address (http or https) with its hint; `key` names its texts and part. */
function urlField(name: string, key: HintedText): FieldSpec<'app.casinos.form'> {
  return {
    name,
    part: `input-${key}`,
    type: 'url',
    inputMode: 'url',
    label: key,
    hint: `${key}-hint`,
    maxLength: 2000,
  };
}

interface References {
  currencies: Currency[];
  languages: Language[];
  casino: CasinoDetail | null;
}

export function CasinoForm(props: CasinoFormProps) {
  const id = props.id;
  const page = useFormPage('casinos', props, {
    list: 'casinos',
    references: ['currencies', 'languages'],
    record: { queryKey: casinoKeys.detail(id ?? ''), queryFn: ({ signal }) => getCasino(id!, signal) },
  });
  const gate = page.gate();
  if (gate) return gate;
  const refs: References = {
    currencies: page.reference('currencies'),
    languages: page.reference('languages'),
    casino: page.editing ? page.record.data! : null,
  };
  return <CasinoFormBody key={page.key} place={page.place} refs={refs} />;
}

function CasinoFormBody({ place, refs }: { place: FormPlace; refs: References }) {
  const language = useLanguage();
  const subject = useSubject();
  const casino = refs.casino;
  const gameTypes = requireConfig().gameTypes;
  const mayEdit = casino ? can.updateCasino(subject) : can.createCasino(subject);

  // game names come with the casino management service's game strings, in the interface language
  useEffect(() => {
    loadGameStrings(language).catch(() => undefined);
  }, [language]);

  const { form, t, pageProps } = usePageForm<CasinoFormValues>(place, {
    kind: 'casino',
    invalidates: casinoKeys.all,
    schema: CasinoFormSchema,
    defaultValues: initialCasinoForm(gameTypes, casino),
    check: casinoFormProblems,
    name: casino?.name,
    create: async (values) => ({ id: await createCasino(casinoPayload(values)) }),
    update: async (values, casinoId) => {
      const changes = casinoChanges(casino!, values);
      if (Object.keys(changes).length > 0) await patchCasino(casinoId, changes);
    },
  });
  const chosenLanguages = useStore(form.store, (s) => (s.values as unknown as CasinoFormValues).languages);
  const chosenGames = useStore(form.store, (s) => (s.values as unknown as CasinoFormValues).games.length);

  const languageLabel = (languageId: string) => {
    const known = refs.languages.find((l) => l.id === languageId);
    return languageName(languageId, known?.name ?? languageId, language);
  };
  const groups = gameGroups(gameTypes);
  const totalGames = groups.reduce((n, g) => n + g.ids.length, 0);
  const readOnlyMessage = !mayEdit
    ? t('app.page.errors.forbidden')
    : casino?.deletedAt
      ? t('app.casinos.errors.deleted')
      : undefined;

  // the default language follows the chosen languages (it stays one of them)
  const followDefaultLanguage = (next: string[]) =>
    form.setFieldValue(
      'defaultLanguage' as never,
      nextDefaultLanguage(next, (form.state.values as unknown as CasinoFormValues).defaultLanguage) as never,
    );
  /** The currencies or the languages as a checklist, in the field list. */
  const checklist = (name: 'currencies' | 'languages', options: { value: string; label: string }[]) => ({
    kind: 'node' as const,
    name,
    node: (
      <ChecklistField<string>
        form={form}
        name={name}
        legend={t(`app.casinos.form.${name}`)}
        groups={[{ id: name, label: t(`app.casinos.form.${name}`), options }]}
        onChange={name === 'languages' ? followDefaultLanguage : undefined}
      />
    ),
  });
  const fields: FieldSpec<'app.casinos.form'>[] = [
    { name: 'name', maxLength: 200 },
    {
      kind: 'select',
      name: 'status',
      options: CASINO_STATUSES.map((s) => ({ value: s, label: t(`app.casinos.statuses.${s}`) })),
    },
    checklist(
      'currencies',
      refs.currencies.map((c) => ({
        value: c.id,
        label: `${c.id} — ${currencyName(c.id, c.name, language)}`,
      })),
    ),
    checklist(
      'languages',
      refs.languages.map((l) => ({ value: l.id, label: languageLabel(l.id) })),
    ),
    {
      kind: 'select',
      name: 'defaultLanguage',
      part: 'input-default-language',
      label: 'default-language',
      placeholder: chosenLanguages.length ? 'choose' : 'choose-languages-first',
      options: chosenLanguages.map((id) => ({ value: id, label: languageLabel(id) })),
    },
    urlField('lobbyUrl', 'lobby-url'),
    urlField('gameHistoryUrl', 'game-history-url'),
    {
      kind: 'node',
      name: 'games',
      node: (
        <ChecklistField<number>
          form={form}
          name="games"
          legend={t('app.casinos.form.games')}
          hint={
            <>
              {t('app.casinos.form.games-hint')}{' '}
              <span part="games-count">
                {t('app.casinos.form.games-count', { count: chosenGames, total: totalGames })}
              </span>
            </>
          }
          groups={groups.map((g) => ({
            id: g.kind,
            label: t(`app.casinos.game-kinds.${g.kind}`),
            options: g.ids.map((gameId) => ({
              value: gameId,
              label: t(`app.games.names.${gameId}`, {
                defaultValue: t('app.casinos.form.game-name', { id: gameId }),
              }),
            })),
          }))}
        />
      ),
    },
  ];

  return <FormPage {...pageProps} part="casino-form" readOnlyMessage={readOnlyMessage} fields={fields} />;
}
