/**
 * The promise API of the dialogs: `const dialogs = useDialogs()`, render `dialogs.outlet` somewhere in
 * the component, then
 * - `await dialogs.confirm({ title, content })`: true for Yes, false for No;
 * - `await dialogs.inform({ title, content })`: true for OK;
 * - `await dialogs.prompt({ title, content, label, submitLabel, validate, accept })`: the text
 *   submitted, or false for Close;
 * - `await dialogs.choose({ title, content, choices })`: the value of the button chosen, or false for
 *   Close.
 * The dialogs render inside the calling element's shadow root, so add `dialogStyles` to the element's
 * styles. One dialog shows at a time; later requests wait in line. Unmounting the component answers
 * the open requests as No / OK / Close.
 *
 * @example
 * const dialogs = useDialogs();
 * async function signOut() {
 *   if (await dialogs.confirm({ title: t('…title'), content: t('…content') })) logout();
 * }
 * return <>{…}{dialogs.outlet}</>;
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ChoiceDialog,
  ConfirmDialog,
  InfoDialog,
  PromptDialog,
  type ChoiceDialogProps,
  type DialogText,
  type PromptDialogProps,
} from './Dialog';

/** What `prompt` takes: the input dialog's texts and rules (PromptDialogProps without onClose). */
export type PromptOptions = Omit<PromptDialogProps, 'onClose'>;
/** What `choose` takes: the choice dialog's texts and buttons (ChoiceDialogProps without onClose). */
export type ChoiceOptions<V extends string> = Omit<ChoiceDialogProps<V>, 'onClose'>;

type Request =
  | { id: number; kind: 'confirm' | 'inform'; text: DialogText; resolve: (answer: unknown) => void }
  | { id: number; kind: 'prompt'; text: PromptOptions; resolve: (answer: unknown) => void }
  | { id: number; kind: 'choose'; text: ChoiceOptions<string>; resolve: (answer: unknown) => void };

export interface Dialogs {
  /** Asks a Yes/No question: Yes resolves true, No (or Escape) false. */
  confirm(text: DialogText): Promise<boolean>;
  /** Shows a message: OK (or Escape) resolves true. */
  inform(text: DialogText): Promise<true>;
  /** Asks for a text: resolves with the text submitted (and accepted), or false (Close, Escape). */
  prompt(options: PromptOptions): Promise<string | false>;
  /** Offers choices: resolves with the value of the button chosen, or false (Close, Escape). */
  choose<V extends string>(options: ChoiceOptions<V>): Promise<V | false>;
  /** The open dialog (render it in the component). */
  outlet: ReactNode;
}

let nextRequest = 0;

/** What an unanswered request resolves with when its component leaves the page. */
const UNANSWERED: Record<Request['kind'], unknown> = {
  confirm: false,
  inform: true,
  prompt: false,
  choose: false,
};

export function useDialogs(): Dialogs {
  const [queue, setQueue] = useState<Request[]>([]);
  const pending = useRef<Request[]>([]);

  const open = useCallback(<A,>(kind: Request['kind'], text: Request['text']) => {
    return new Promise<A>((resolve) => {
      const request = { kind, text, id: ++nextRequest, resolve } as Request;
      pending.current.push(request);
      setQueue((current) => [...current, request]);
    });
  }, []);

  const answer = useCallback((request: Request, value: unknown) => {
    pending.current = pending.current.filter((r) => r !== request);
    setQueue((current) => current.filter((r) => r !== request));
    request.resolve(value);
  }, []);

  useEffect(
    () => () => {
      for (const request of pending.current) request.resolve(UNANSWERED[request.kind]);
      pending.current = [];
    },
    [],
  );

  const head = queue[0];
  let outlet: ReactNode = null;
  if (head?.kind === 'confirm')
    outlet = <ConfirmDialog key={head.id} {...head.text} onClose={(value) => answer(head, value)} />;
  else if (head?.kind === 'inform')
    outlet = <InfoDialog key={head.id} {...head.text} onClose={() => answer(head, true)} />;
  else if (head?.kind === 'prompt')
    outlet = <PromptDialog key={head.id} {...head.text} onClose={(value) => answer(head, value)} />;
  else if (head?.kind === 'choose')
    outlet = <ChoiceDialog key={head.id} {...head.text} onClose={(value) => answer(head, value)} />;

  const confirm = useCallback((text: DialogText) => open<boolean>('confirm', text), [open]);
  const inform = useCallback((text: DialogText) => open<true>('inform', text), [open]);
  const prompt = useCallback((options: PromptOptions) => open<string | false>('prompt', options), [open]);
  const choose = useCallback(
    <V extends string>(options: ChoiceOptions<V>) =>
      open<V | false>('choose', options as unknown as ChoiceOptions<string>),
    [open],
  );
  return useMemo(
    () => ({ confirm, inform, prompt, choose, outlet }),
    [confirm, inform, prompt, choose, outlet],
  );
}
