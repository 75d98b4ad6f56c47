/**
 * A field of the report form that finds one item by a part of its name: typing searches on the server
 * after a short pause (the latest answer shown), arrow keys move through the matches, Enter picks one,
 * Escape closes the list. The player and the agent of a report use it.
 */
import { useEffect, useState } from 'react';
import { useDebounced, useQuery } from '../shared/page';

export interface SearchItem {
  id: string;
  name: string;
  /** Shown after the name in the list (the player's agent, the agent's parent). */
  detail?: string | null;
}

export interface SearchFieldProps<T extends SearchItem> {
  /** Names the input (`report-{name}`), its part (`input-{name}`) and the list (`{name}-options`). */
  name: string;
  label: string;
  /** What the empty field stands for ('All players'), or a hint. */
  placeholder: string;
  title: string;
  noMatch: string;
  /** The text shown while nothing is being typed: the name of the chosen item, or ''. */
  chosenText: string;
  queryKey: readonly unknown[];
  search: (filter: string, signal: AbortSignal) => Promise<T[]>;
  onChoose: (item: T) => void;
  /** Emptying the field (a field where empty means 'all'). */
  onClear?: () => void;
}

export function SearchField<T extends SearchItem>(props: SearchFieldProps<T>) {
  const { name, chosenText } = props;
  const [text, setText] = useState(chosenText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const filter = useDebounced(text.trim(), 250);
  useEffect(() => setText(chosenText), [chosenText]);
  const found = useQuery<T[]>({
    queryKey: [...props.queryKey, filter],
    queryFn: ({ signal }) => props.search(filter, signal),
    // only once the typing has paused (never for the text shown before typing began)
    enabled: open && filter.length > 0 && filter === text.trim(),
    keepPrevious: true,
  });
  const matches = open && filter ? (found.data ?? []) : [];
  const listId = `report-${name}-list`;

  const choose = (item: T) => {
    props.onChoose(item);
    setText(item.name);
    setOpen(false);
  };

  return (
    <div className={`field search ${name}`}>
      <label htmlFor={`report-${name}`}>{props.label}</label>
      <input
        id={`report-${name}`}
        part={`input-${name}`}
        type="text"
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={matches.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={matches[active] ? `report-${name}-${matches[active].id}` : undefined}
        autoComplete="off"
        placeholder={props.placeholder}
        title={props.title}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setOpen(true);
          setActive(0);
          if (!value.trim()) props.onClear?.();
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
        onBlur={() =>
          setTimeout(() => {
            setOpen(false);
            // leaving the field without choosing shows the chosen item again
            if (!props.onClear) setText(chosenText);
          }, 150)
        }
      />
      {matches.length > 0 ? (
        <ul id={listId} role="listbox" part={`${name}-options`} aria-label={props.label}>
          {matches.map((item, i) => (
            <li
              key={item.id}
              id={`report-${name}-${item.id}`}
              role="option"
              aria-selected={i === active}
              data-id={item.id}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
            >
              {item.detail ? `${item.name} · ${item.detail}` : item.name}
            </li>
          ))}
        </ul>
      ) : open && filter && found.isSuccess && !found.isPlaceholderData ? (
        <div className="hint" role="status">
          {props.noMatch}
        </div>
      ) : null}
    </div>
  );
}
