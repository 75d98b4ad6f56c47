/**
 * Back button ("back button (link to a previous URL, translated label)").
 *
 * Props: `to` — the previous URL (for example '/{agentId}/agents'); without it the browser history goes
 * back one step. A plain left click navigates with the console's router; other clicks (new tab) keep
 * the link's default. The label is translated ('Back', '返回') unless `label` is given.
 */
import type { MouseEvent } from 'react';
import { hrefOf } from '../../../core/router';
import { useNavigate } from '../host';
import { useT } from '../hooks';
import { ArrowLeftIcon } from '../icons';

export interface BackButtonProps {
  /** The previous URL; history.back() when absent. */
  to?: string;
  /** A label instead of the translated 'Back'. */
  label?: string;
}

export function BackButton({ to, label }: BackButtonProps) {
  const navigate = useNavigate();
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (to) navigate(to);
    else history.back();
  };
  return (
    <a part="back-button" className="casino-back-button" href={to ? hrefOf(to) : '#'} onClick={onClick}>
      <ArrowLeftIcon />
      <span>{label ?? t('app.shared.ui.back')}</span>
    </a>
  );
}
