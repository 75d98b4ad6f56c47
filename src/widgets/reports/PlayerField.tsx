/**
 * The player of a report: 'all players' (-999, the empty field) or one player of the agent (or below),
 * found by a part of the name.
 */
import { searchReportPlayers } from '../../core/areas/reports/api';
import { reportKeys } from '../../core/areas/reports/keys';
import { SELECT_ALL_VALUE } from '../../core/areas/reports/params';
import { useT } from '../shared/hooks';
import { SearchField } from './SearchField';

export interface PlayerFieldProps {
  agentId: string;
  includeSubAgents: boolean;
  player: string;
  playerName: string;
  onChange: (player: string, playerName: string) => void;
}

export function PlayerField({ agentId, includeSubAgents, player, playerName, onChange }: PlayerFieldProps) {
  const t = useT();
  return (
    <SearchField
      name="player"
      label={t('app.reports.params.player')}
      placeholder={t('app.reports.params.player-clear')}
      title={t('app.reports.params.player-search')}
      noMatch={t('app.reports.params.player-none')}
      chosenText={player === SELECT_ALL_VALUE ? '' : playerName}
      queryKey={reportKeys.players(agentId, includeSubAgents)}
      search={(filter, signal) =>
        searchReportPlayers(agentId, includeSubAgents, filter, signal).then((players) =>
          players.map((p) => ({ ...p, detail: p.agentName })),
        )
      }
      onChoose={(p) => onChange(p.id, p.name)}
      onClear={() => {
        if (player !== SELECT_ALL_VALUE) onChange(SELECT_ALL_VALUE, '');
      }}
    />
  );
}
