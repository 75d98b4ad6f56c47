/**
 * The promise API of the dialogs: `const dialogs = useDialogs()`, render `dialogs.outlet` somewhere in
 * the component, then `await dialogs.confirm({ title, content })` (true for Yes, false for No) or
 * `await dialogs.inform({ title, content })` (true for OK). The dialogs render inside the calling
 * element's shadow root, so add `dialogStyles` to the element's styles. One dialog shows at a time;
 * later requests wait in line. Unmounting the component answers the open requests as No / OK.
 *
 * @example
 * const dialogs = useDialogs();
 * async function signOut() {
 *   if (await dialogs.confirm({ title: t('…title'), content: t('…content') })) logout();
 * }
 * return <>{…}{dialogs.outlet}</>;
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, InfoDialog, type DialogText } from './Dialog';

interface Request extends DialogText {
  id: number;
  kind: 'confirm' | 'inform';
  resolve: (answer: boolean) => void;
}

export interface Dialogs {
  /** Asks a Yes/No question: Yes resolves true, No (or Escape) false. */
  confirm(text: DialogText): Promise<boolean>;
  /** Shows a message: OK (or Escape) resolves true. */
  inform(text: DialogText): Promise<true>;
  /** The open dialog (render it in the component). */
  outlet: ReactNode;
}

let nextRequest = 0;

export function useDialogs(): Dialogs {
  const [queue, setQueue] = useState<Request[]>([]);
  const pending = useRef<Request[]>([]);

  const open = useCallback((kind: Request['kind'], text: DialogText) => {
    return new Promise<boolean>((resolve) => {
      const request: Request = { ...text, kind, id: ++nextRequest, resolve };
      pending.current.push(request);
      setQueue((current) => [...current, request]);
    });
  }, []);

  const answer = useCallback((request: Request, value: boolean) => {
    pending.current = pending.current.filter((r) => r !== request);
    setQueue((current) => current.filter((r) => r !== request));
    request.resolve(value);
  }, []);

  useEffect(
    () => () => {
      for (const request of pending.current) request.resolve(request.kind === 'inform');
      pending.current = [];
    },
    [],
  );

  const head = queue[0];
  const outlet = head ? (
    head.kind === 'confirm' ? (
      <ConfirmDialog
        key={head.id}
        title={head.title}
        content={head.content}
        onClose={(value) => answer(head, value)}
      />
    ) : (
      <InfoDialog
        key={head.id}
        title={head.title}
        content={head.content}
        onClose={() => answer(head, true)}
      />
    )
  ) : null;

  const confirm = useCallback((text: DialogText) => open('confirm', text), [open]);
  const inform = useCallback((text: DialogText) => open('inform', text) as Promise<true>, [open]);
  return useMemo(() => ({ confirm, inform, outlet }), [confirm, inform, outlet]);
}
