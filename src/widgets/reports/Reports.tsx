/**
 * `casino-reports` (route reports): the reports the user may open for the agent, grouped (overview,
 * players, games, agents and credit), each with its description. A report shows only with its own
 * permission for the agent; the page itself needs the report list's permission (view-children).
 */
import { pathTo } from '../../core/paths';
import { useMemo } from 'react';
import {
  REPORT_GROUPS,
  REPORT_LIST,
  type ReportGroup,
  type ReportKey,
} from '../../core/areas/reports/definitions';
import { can, P } from '../../core/permissions';
import { hrefOf } from '../../core/router';
import { useNavigate } from '../shared/host';
import { useT } from '../shared/hooks';
import { pageGate, targetOf, usePageAgentId, useSubject } from '../shared/page';

export interface ReportsProps {
  agentId?: string;
}

type Entry = { key: ReportKey | 'dashboard'; path: string };

export function Reports({ agentId }: ReportsProps) {
  const navigate = useNavigate();
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);

  const groups = useMemo(() => {
    if (!pageAgent) return [];
    const target = targetOf(pageAgent);
    const out: { group: ReportGroup | 'overview'; entries: Entry[] }[] = [];
    if (can.viewReport(subject, target, P.ViewDashboard))
      out.push({
        group: 'overview',
        entries: [{ key: 'dashboard', path: pathTo('reports.dashboard', { agentId: pageAgent }) }],
      });
    for (const group of REPORT_GROUPS) {
      const entries = REPORT_LIST.filter(
        (def) => def.group === group && can.viewReport(subject, target, def.permission),
      ).map((def): Entry => ({
        key: def.key,
        path: pathTo('reports.report', { agentId: pageAgent, report: def.key }),
      }));
      if (entries.length) out.push({ group, entries });
    }
    return out;
  }, [pageAgent, subject]);

  const gate = pageGate(pageAgent, true, null);
  if (gate || !pageAgent) return gate;

  return (
    <div className="page" part="reports" data-state={groups.length ? 'content' : 'empty'}>
      <div className="toolbar">
        <h2 className="grow">{t('app.reports.list.title')}</h2>
      </div>
      {groups.length === 0 ? (
        <div className="state" part="empty">
          {t('app.reports.list.empty')}
        </div>
      ) : (
        <div className="groups">
          {groups.map(({ group, entries }) => (
            <section key={group} part="group" data-group={group} aria-labelledby={`group-${group}`}>
              <h3 id={`group-${group}`}>{t(`app.reports.groups.${group}`)}</h3>
              <ul className="report-links">
                {entries.map((entry) => (
                  <li key={entry.key} part="report" data-report={entry.key}>
                    <a
                      href={hrefOf(entry.path)}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        navigate(entry.path);
                      }}
                    >
                      {t(`app.reports.names.${entry.key}`)}
                    </a>
                    <p>{t(`app.reports.descriptions.${entry.key}`)}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
