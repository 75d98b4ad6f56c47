/**
 * The agent navigation tree.
 *
 * - Rows are the open branches of the tree store (src/core/agents.ts `treeRows`), virtualized with
 *   TanStack Virtual at a fixed row height: only the rows in view (plus a few) are in the DOM, so a
 *   tree of 100 000 agents stays responsive. A scroll step costs only the rows that enter or leave the
 *   view: a row that stays is neither rendered again (memo) nor touched in the DOM, and nothing in a
 *   render walks the whole list (the focused row's index is worked out only when the rows or the
 *   focus change).
 * - The element keeps the store running (`startAgentTree` through `useAgentTreeStore`): the store's
 *   effect calls `onRouteChange` on every route change, loads the account's top agent, follows the
 *   contract events.
 * - A spinner shows while the tree loads and on the row of an agent that loads; the current agent is
 *   highlighted (aria-selected) and scrolled into view; names are truncated at 150 px with an
 *   ellipsis and the full name as a title tooltip; an agent with children has a chevron that opens or
 *   closes it (fetching it first when its children are not loaded yet).
 * - Clicking an agent (or Enter on the focused row) emits 'casino-agent-change', then navigates to
 *   /{agentId}/{current area path} when that path is a menu option visible for the agent, else to the
 *   agent's landing route.
 * - Keyboard (role tree, aria-activedescendant): ArrowUp/ArrowDown move the focus, ArrowRight opens,
 *   ArrowLeft closes or goes to the parent, Home/End, Enter opens the agent.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { agentClickUrl } from '../../../core/agent-navigation';
import {
  currentAgent,
  findAgent,
  isPlaceholder,
  loadAgent,
  loadingAgentId,
  toggle,
  tree,
  treeRows,
  type TreeRow,
} from '../../../core/agents';
import { emit } from '../../../core/events';
import { currentAgentId, route } from '../../../core/router';
import { useNavigate } from '../../shared/host';
import { account, claims } from '../../../core/session';
import { useT } from '../../shared/hooks';
import { ChevronRightIcon, SpinnerIcon } from '../../shared/icons';
import { menuAgentOf, subjectOf, useAgentTreeStore } from '../store';

/** Height of one row in px (fixed: the virtualizer needs no measuring). */
export const TREE_ROW_HEIGHT = 28;
/** Indentation per level in px. */
export const TREE_INDENT = 14;
/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 4;

function rowDomId(agentId: string): string {
  return `agent-${agentId}`;
}

interface TreeRowViewProps {
  row: TreeRow;
  index: number;
  /** Offset of the row from the top of the list, in px. */
  start: number;
  current: boolean;
  focused: boolean;
  busy: boolean;
  onChoose: (row: TreeRow) => void;
  onExpand: (row: TreeRow, open: boolean) => void;
}

/** One row; rendered again only when one of its inputs changes (memo). */
const TreeRowView = memo(function TreeRowView({
  row,
  index,
  start,
  current,
  focused,
  busy,
  onChoose,
  onExpand,
}: TreeRowViewProps) {
  const t = useT();
  const classes = ['row', current ? 'current' : '', focused ? 'focused' : ''].filter(Boolean).join(' ');
  return (
    <div
      id={rowDomId(row.id)}
      part={current ? 'row current' : 'row'}
      className={classes}
      role="treeitem"
      data-agent-id={row.id}
      data-index={index}
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.open : undefined}
      aria-selected={current}
      aria-busy={busy || undefined}
      style={{
        height: TREE_ROW_HEIGHT,
        transform: `translateY(${start}px)`,
        paddingLeft: `calc(${row.depth} * var(--casino-agent-tree-indent, ${TREE_INDENT}px) + 4px)`,
      }}
      onClick={() => onChoose(row)}
    >
      {row.hasChildren ? (
        <button
          type="button"
          part="chevron"
          className="chevron"
          tabIndex={-1}
          aria-expanded={row.open}
          aria-label={t(row.open ? 'app.navigation.tree.collapse' : 'app.navigation.tree.expand', {
            name: row.name,
          })}
          onClick={(event) => {
            event.stopPropagation();
            onExpand(row, !row.open);
          }}
        >
          <ChevronRightIcon />
        </button>
      ) : (
        <span className="leaf" />
      )}
      <span part="name" className="name" title={row.name}>
        {row.name}
      </span>
      {busy && (
        <span part="spinner" role="status" aria-label={t('app.navigation.tree.loading-agent')}>
          <SpinnerIcon className="spinner" />
        </span>
      )}
    </div>
  );
});

export function AgentTree() {
  const navigate = useNavigate();
  useSignals();
  useAgentTreeStore();
  const t = useT();
  const root = tree.value;
  const rows = treeRows.value;
  const currentId = currentAgent.value?.id ?? currentAgentId.value;
  const routeLoading = loadingAgentId.value;
  const [opening, setOpening] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedState] = useState<string | null>(null);
  // The handlers read the latest focus even when keys come faster than renders.
  const focusRef = useRef<string | null>(null);
  const setFocusedId = useCallback((id: string | null) => {
    focusRef.current = id;
    setFocusedState(id);
  }, []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<string | null>(null);

  // Stable callbacks: the virtualizer recomputes every row's position when one of them changes, which
  // must happen when the rows change, never on a scroll.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: useCallback(() => scrollRef.current, []),
    estimateSize: useCallback(() => TREE_ROW_HEIGHT, []),
    getItemKey,
    overscan: OVERSCAN,
  });

  // Bring the current agent into view when it changes (or first appears in the rows).
  useEffect(() => {
    if (!currentId || scrolledTo.current === currentId) return;
    const index = rows.findIndex((row) => row.id === currentId);
    if (index < 0) return;
    scrolledTo.current = currentId;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [currentId, rows, virtualizer]);

  const choose = useCallback((row: TreeRow) => {
    const session = subjectOf(account.peek(), claims.peek());
    emit('casino-agent-change', { agentId: row.id });
    if (!session) return;
    const url = agentClickUrl(session, menuAgentOf(row.id), route.peek()?.path ?? location.pathname);
    navigate(url);
  }, []);

  const clickRow = useCallback(
    (row: TreeRow) => {
      setFocusedId(row.id);
      choose(row);
    },
    [setFocusedId, choose],
  );

  const expand = useCallback((row: TreeRow, wanted: boolean) => {
    if (row.open === wanted) return;
    const node = findAgent(row.id);
    if (!node) return;
    if (!wanted || !isPlaceholder(node)) {
      toggle(row.id);
      return;
    }
    // A placeholder (children not fetched, or only a deep agent's path): fetch it; it is merged open.
    setOpening((set) => new Set(set).add(row.id));
    loadAgent(row.id)
      .catch(() => undefined)
      .finally(() =>
        setOpening((set) => {
          const next = new Set(set);
          next.delete(row.id);
          return next;
        }),
      );
  }, []);

  // The index of the focused row (else the current agent's): a walk of the list, so only when the
  // rows or the focus change, never on a scroll.
  const focusTarget = focusedId ?? currentId;
  const focusIndex = useMemo(
    () => Math.max(0, focusTarget ? rows.findIndex((row) => row.id === focusTarget) : 0),
    [rows, focusTarget],
  );

  if (!root) {
    return (
      <div part="loading" className="loading" role="status">
        <SpinnerIcon className="spinner" />
        <span>{t('app.navigation.tree.loading')}</span>
      </div>
    );
  }

  const indexOf = (id: string | null | undefined) =>
    id === focusTarget ? focusIndex : Math.max(0, id ? rows.findIndex((row) => row.id === id) : 0);
  const focusedRow = rows[focusIndex];

  const moveFocus = (index: number) => {
    const target = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    if (!target) return;
    setFocusedId(target.id);
    virtualizer.scrollToIndex(Math.min(Math.max(index, 0), rows.length - 1), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusIndex = indexOf(focusRef.current ?? currentId);
    const focusedRow = rows[focusIndex];
    if (!focusedRow) return;
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(focusIndex + 1);
        break;
      case 'ArrowUp':
        moveFocus(focusIndex - 1);
        break;
      case 'Home':
        moveFocus(0);
        break;
      case 'End':
        moveFocus(rows.length - 1);
        break;
      case 'ArrowRight':
        if (focusedRow.hasChildren && !focusedRow.open) expand(focusedRow, true);
        else if (focusedRow.open) moveFocus(focusIndex + 1);
        break;
      case 'ArrowLeft':
        if (focusedRow.open) expand(focusedRow, false);
        else {
          let parent = focusIndex - 1;
          while (parent >= 0 && rows[parent].depth >= focusedRow.depth) parent--;
          if (parent >= 0) moveFocus(parent);
        }
        break;
      case 'Enter':
        choose(focusedRow);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      ref={scrollRef}
      part="tree"
      className="scroller"
      role="tree"
      tabIndex={0}
      aria-label={t('app.navigation.tree.label')}
      aria-activedescendant={focusedRow ? rowDomId(focusedRow.id) : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <TreeRowView
              key={row.id}
              row={row}
              index={item.index}
              start={item.start}
              current={row.id === currentId}
              focused={row === focusedRow && focusedId !== null}
              busy={row.id === routeLoading || opening.has(row.id)}
              onChoose={clickRow}
              onExpand={expand}
            />
          );
        })}
      </div>
    </div>
  );
}
