/**
 * The set-up every action panel of a list page repeats (ActionPanel.tsx): the translation, the
 * interface language, the host events, the dialogs (a confirmation before the change), the contract
 * form (validation before sending, the server's messages on their fields), and what `ActionPanel` needs
 * (`panelProps`): the form, the texts' prefix, the object's name for the title, cancel closing the panel
 * and the dialogs' outlet after it.
 *
 * @example
 * const { form, t, panelProps } = usePanelForm(panel, { texts: 'app.cafes.report', name: cafe.name, … });
 * return <ActionPanel {...panelProps} part="request-report" fields={[…]} />;
 */
import type { KeyPrefix } from '../../../core/i18n';
import { useDialogs, type Dialogs } from '../dialogs';
import { useLanguage, useT } from '../hooks';
import { useHostEvents, type HostEvents } from '../host';
import type { ActionPanelProps, PanelProps } from './ActionPanel';
import { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form';

/** A branch of texts holding a panel's title and submit label. */
export type PanelTexts = KeyPrefix<'title' | 'submit'>;

export interface PanelFormOptions<V extends object, Texts extends PanelTexts = PanelTexts> extends Omit<
  ContractFormOptions<V>,
  'confirmLeave'
> {
  /** The prefix of the panel's texts: `<texts>.title`, `<texts>.submit` and the fields' labels. */
  texts: Texts;
  /** The name of the object the panel acts on (`{{name}}` in its title). */
  name: string;
}

export interface PanelForm<Texts extends PanelTexts = PanelTexts> {
  form: ContractForm;
  t: ReturnType<typeof useT>;
  language: ReturnType<typeof useLanguage>;
  events: HostEvents;
  dialogs: Dialogs;
  /** For `<ActionPanel {...panelProps}>` (the panel's `part`, fields and the rest after it). */
  panelProps: Pick<
    ActionPanelProps<Texts>,
    'form' | 'texts' | 'title' | 'submitLabel' | 'onCancel' | 'after'
  >;
}

/** `usePanelForm<Values, 'app.cafes.report'>(panel, { texts: 'app.cafes.report', … })`. */
export function usePanelForm<V extends object, Texts extends PanelTexts>(
  panel: PanelProps,
  options: PanelFormOptions<V, Texts>,
): PanelForm<Texts> {
  const t = useT();
  const language = useLanguage();
  const events = useHostEvents();
  const dialogs = useDialogs();
  const { texts, name, ...formOptions } = options;
  const branch: PanelTexts = texts;
  const form = useContractForm<V>(formOptions);
  return {
    form,
    t,
    language,
    events,
    dialogs,
    panelProps: {
      form,
      texts,
      title: t(`${branch}.title`, { name }),
      submitLabel: t(`${branch}.submit`),
      onCancel: panel.onClose,
      after: dialogs.outlet,
    },
  };
}
