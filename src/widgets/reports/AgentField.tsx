/**
 * The agent of a report: the page's agent, or another agent the user may run this report for, found by
 * a part of its name (the user's own agent and below). Choosing one opens the report for that agent.
 */
import { searchReportAgents } from '../../core/areas/reports/api';
import type { ReportKey } from '../../core/areas/reports/definitions';
import { reportKeys } from '../../core/areas/reports/keys';
import { useT } from '../shared/hooks';
import { SearchField } from './SearchField';

export interface AgentFieldProps {
  report: ReportKey;
  agentId: string;
  agentName: string;
  onChange: (agentId: string) => void;
}

export function AgentField({ report, agentId, agentName, onChange }: AgentFieldProps) {
  const t = useT();
  return (
    <SearchField
      name="agent"
      label={t('app.reports.params.agent')}
      placeholder={agentName}
      title={t('app.reports.params.agent-search')}
      noMatch={t('app.reports.params.agent-none')}
      chosenText={agentName}
      queryKey={reportKeys.agents(report)}
      search={(filter, signal) =>
        searchReportAgents(report, filter, signal).then((agents) =>
          agents.map((a) => ({ ...a, detail: a.parentName })),
        )
      }
      onChoose={(a) => {
        if (a.id !== agentId) onChange(a.id);
      }}
    />
  );
}
