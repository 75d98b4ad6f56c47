/**
 * `casino-ip-whitelist` (route agents/ip-whitelist of the agent): the agent's IP ranges; add and remove
 * with the edit permission (CanEditIpWhitelist), the list with the view permission (CanViewIpWhitelist).
 * Every range is an IPv4 address with a mandatory CIDR suffix 0-32 (PATTERNS.ipCidr), checked before
 * sending. A failed save keeps the list as it was and the typed range in its field.
 */
import { useState, type FormEvent } from 'react';
import { validateIpRange } from '../../core/agents-rules';
import { getIpWhitelist, saveIpWhitelist } from '../../core/api/agents';
import { can } from '../../core/permissions';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import {
  ErrorMessage,
  FieldError,
  type ErrorKey,
  agentPageGate,
  SuccessMessage,
  targetOf,
  useLoad,
  usePageAgentId,
  useSubject,
} from './common';

export interface IpWhitelistProps {
  /** The agent whose ranges are shown; default the route's agent. */
  agentId?: string;
}

export function IpWhitelist({ agentId }: IpWhitelistProps) {
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const dialogs = useDialogs();
  const mayView = pageAgent ? can.viewIpWhitelist(subject, targetOf(pageAgent)) : false;
  const mayEdit = pageAgent ? can.editIpWhitelist(subject, targetOf(pageAgent)) : false;
  const [state, , setRanges] = useLoad<string[]>(pageAgent && mayView ? pageAgent : null, () =>
    getIpWhitelist(pageAgent!),
  );
  const [range, setRange] = useState('');
  const [rangeError, setRangeError] = useState<ErrorKey | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);

  const gate = agentPageGate(pageAgent, state, mayView ? undefined : 'app.agents.ipWhitelist.no-view');
  if (gate || !pageAgent || state.status !== 'ready') return gate;
  const ranges = state.data;

  async function save(next: string[], message: string): Promise<boolean> {
    setSaving(true);
    setFailure(null);
    setNotice('');
    try {
      setRanges(await saveIpWhitelist(pageAgent!, next));
      setNotice(message);
      return true;
    } catch (e) {
      setFailure(e);
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = range.trim();
    const error = validateIpRange(value, ranges);
    setRangeError(error);
    if (error) return;
    if (await save([...ranges, value], t('app.agents.ipWhitelist.added', { range: value }))) setRange('');
  }

  async function remove(item: string) {
    const yes = await dialogs.confirm({
      title: t('app.agents.ipWhitelist.remove-title'),
      content: t('app.agents.ipWhitelist.remove-content', { range: item }),
    });
    if (yes)
      await save(
        ranges.filter((r) => r !== item),
        t('app.agents.ipWhitelist.removed', { range: item }),
      );
  }

  return (
    <div className="page" part="ip-whitelist" data-state={ranges.length ? 'content' : 'empty'}>
      <h2>{t('app.agents.ipWhitelist.title')}</h2>
      {ranges.length === 0 ? (
        <div className="state" part="empty">
          {t('app.agents.ipWhitelist.empty')}
        </div>
      ) : (
        <table part="table">
          <thead>
            <tr>
              <th>{t('app.agents.ipWhitelist.range')}</th>
              {mayEdit ? <th>{t('app.agents.columns.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {ranges.map((item) => (
              <tr key={item} part="row" data-range={item}>
                <td>{item}</td>
                {mayEdit ? (
                  <td>
                    <button
                      type="button"
                      className="small danger"
                      part="remove"
                      disabled={saving}
                      onClick={() => void remove(item)}
                    >
                      {t('app.agents.ipWhitelist.remove')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayEdit ? (
        <form noValidate part="form" onSubmit={(e) => void add(e)}>
          <div className="field">
            <label htmlFor="ip-range">{t('app.agents.ipWhitelist.new-range')}</label>
            <input
              id="ip-range"
              name="range"
              part="input-range"
              placeholder="10.0.0.0/8"
              autoComplete="off"
              value={range}
              aria-invalid={rangeError ? 'true' : 'false'}
              onChange={(e) => {
                setRange(e.currentTarget.value);
                setRangeError(null);
              }}
            />
            <FieldError field="range" error={rangeError} />
          </div>
          <div className="toolbar">
            <button type="submit" part="add" disabled={saving}>
              {t('app.agents.ipWhitelist.add')}
            </button>
          </div>
        </form>
      ) : (
        <div className="state" part="read-only">
          {t('app.agents.ipWhitelist.read-only')}
        </div>
      )}
      <ErrorMessage error={failure} />
      <SuccessMessage>{notice}</SuccessMessage>
      {dialogs.outlet}
    </div>
  );
}
