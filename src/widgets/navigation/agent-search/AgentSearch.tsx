/**
 * The agent search box, over `createSearch` of
 * src/core/agents.ts: a search runs only for non-empty text, 100 ms after the last change, never twice
 * for the same text, never for arrow keys; empty text empties the result list. Results (agent id and
 * name) are searched below the signed-in account's agent.
 *
 * Navigation happens only on a choice (click, or Enter on the result made active with the arrow keys),
 * to /{agentId}/{landing route for that agent}; the field and the list are then cleared. Escape clears.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { landingUrl } from '../../../core/agent-navigation';
import { createSearch, type AgentSearchResult } from '../../../core/agents';
import { currentAgentId } from '../../../core/router';
import { useNavigate } from '../../shared/host';
import { account, claims } from '../../../core/session';
import { useT } from '../../shared/hooks';
import { SearchIcon, SpinnerIcon } from '../../shared/icons';
import { menuAgentOf, subjectOf } from '../store';

export interface AgentSearchProps {
  /** Debounce of the search in ms (default 100, the spec's value). */
  debounce?: number;
}

export function AgentSearch({ debounce }: AgentSearchProps) {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const listId = useId();
  const search = useMemo(
    () =>
      createSearch({
        agentId: () => account.peek()?.agentId ?? currentAgentId.peek(),
        debounceMs: debounce && debounce > 0 ? debounce : undefined,
      }),
    [debounce],
  );
  useEffect(() => () => search.dispose(), [search]);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const results = search.results.value;
  const searching = search.searching.value;

  // A new result list starts without an active entry.
  useEffect(() => setActive(-1), [results]);

  const clear = () => {
    setText('');
    search.input('');
  };

  const choose = (result: AgentSearchResult) => {
    const session = subjectOf(account.peek(), claims.peek());
    clear();
    if (session) navigate(landingUrl(session, menuAgentOf(result.id)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (results.length > 0) setActive((i) => (i + 1) % results.length);
        break;
      case 'ArrowUp':
        if (results.length > 0) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
        break;
      case 'Enter':
        if (results[active]) choose(results[active]);
        break;
      case 'Escape':
        clear();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const open = results.length > 0 || (searching && text.trim() !== '');
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div part="search" className="search">
      <div className="field">
        <SearchIcon />
        <input
          part="input"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={t('app.navigation.search.placeholder')}
          aria-label={t('app.navigation.search.label')}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            search.input(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {searching && <SpinnerIcon className="spinner" />}
      </div>
      {open && (
        <ul
          part="results"
          className="results"
          id={listId}
          role="listbox"
          aria-label={t('app.navigation.search.results')}
        >
          {results.length === 0 && (
            <li className="status" role="presentation">
              {t('app.navigation.search.searching')}
            </li>
          )}
          {results.map((result, index) => (
            <li
              key={result.id}
              id={optionId(index)}
              part="result"
              className={index === active ? 'result active' : 'result'}
              role="option"
              aria-selected={index === active}
              data-agent-id={result.id}
              title={result.name}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
            >
              {result.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
