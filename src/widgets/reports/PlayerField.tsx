/**
 * The player of a report: 'all players' (-999) or one player of the agent (or below), found by typing a
 * part of the name (searched on the server after a short pause, the latest answer shown). Arrow keys
 * move through the matches, Enter picks one, Escape closes the list.
 */
import { useEffect, useState } from 'react';
import { searchReportPlayers, type ReportPlayer } from '../../core/areas/reports/api';
import { reportKeys } from '../../core/areas/reports/keys';
import { SELECT_ALL_VALUE } from '../../core/areas/reports/params';
import { useT } from '../shared/hooks';
import { useDebounced, useQuery } from '../shared/page';

export interface PlayerFieldProps {
  agentId: string;
  includeSubAgents: boolean;
  player: string;
  playerName: string;
  onChange: (player: string, playerName: string) => void;
}

export function PlayerField({ agentId, includeSubAgents, player, playerName, onChange }: PlayerFieldProps) {
  const t = useT();
  const [text, setText] = useState(player === SELECT_ALL_VALUE ? '' : playerName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const filter = useDebounced(text.trim(), 250);
  useEffect(() => setText(player === SELECT_ALL_VALUE ? '' : playerName), [player, playerName]);
  const found = useQuery<ReportPlayer[]>({
    queryKey: reportKeys.players(agentId, includeSubAgents, filter),
    queryFn: ({ signal }) => searchReportPlayers(agentId, includeSubAgents, filter, signal),
    enabled: open && filter.length > 0,
    keepPrevious: true,
  });
  const matches = open && filter ? (found.data ?? []) : [];

  const choose = (p: ReportPlayer) => {
    onChange(p.id, p.name);
    setOpen(false);
  };

  return (
    <div className="field player">
      <label htmlFor="report-player">{t('app.reports.params.player')}</label>
      <input
        id="report-player"
        part="input-player"
        type="text"
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={matches.length > 0 ? 'report-player-list' : undefined}
        aria-autocomplete="list"
        aria-activedescendant={matches[active] ? `report-player-${matches[active].id}` : undefined}
        autoComplete="off"
        placeholder={t('app.reports.params.player-clear')}
        title={t('app.reports.params.player-search')}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setOpen(true);
          setActive(0);
          if (!value.trim() && player !== SELECT_ALL_VALUE) onChange(SELECT_ALL_VALUE, '');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter' && matches[active]) {
            event.preventDefault();
            choose(matches[active]);
          } else if (event.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {matches.length > 0 ? (
        <ul
          id="report-player-list"
          role="listbox"
          part="player-options"
          aria-label={t('app.reports.params.player')}
        >
          {matches.map((p, i) => (
            <li
              key={p.id}
              id={`report-player-${p.id}`}
              role="option"
              aria-selected={i === active}
              data-player-id={p.id}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(p);
              }}
            >
              {p.name} · {p.agentName}
            </li>
          ))}
        </ul>
      ) : open && filter && found.isSuccess && !found.isPlaceholderData ? (
        <div className="hint" role="status">
          {t('app.reports.params.player-none')}
        </div>
      ) : null}
    </div>
  );
}
