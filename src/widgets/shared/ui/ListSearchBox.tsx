/**
 * List search box: fires 150 ms after the last keystroke and only when the value changed, sets the
 * data-source filter and emits the value.
 *
 * Props: `onSearch(value)` — called 150 ms (`delay`) after the last keystroke, only when the value
 * differs from the last one emitted (the first emission compares with `value`, default ''); pass the
 * value on to a `DataTable`'s `filter`. `value` — the initial text; `placeholder`, `label`.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../hooks';
import { SearchIcon } from '../icons';

export const LIST_SEARCH_DELAY_MS = 150;

export interface ListSearchBoxProps {
  onSearch: (value: string) => void;
  value?: string;
  delay?: number;
  placeholder?: string;
  label?: string;
}

export function ListSearchBox({
  onSearch,
  value = '',
  delay = LIST_SEARCH_DELAY_MS,
  placeholder,
  label,
}: ListSearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const emitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next === emitted.current) return;
      emitted.current = next;
      latest.current(next);
    }, delay);
  };

  return (
    <label part="list-search" className="casino-list-search">
      <SearchIcon />
      <input
        type="search"
        value={text}
        placeholder={placeholder ?? t('app.shared.ui.filter')}
        aria-label={label ?? t('app.shared.ui.filter')}
        onChange={(event) => change(event.target.value)}
      />
    </label>
  );
}
