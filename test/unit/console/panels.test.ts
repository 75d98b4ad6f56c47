import { describe, expect, it } from 'vitest';
import {
  PANEL_TITLE_MAX,
  panelTitleProblem,
  parsePanels,
  resetPanels,
  updatePanel,
} from '../../../src/core/panels';

describe('page panels are remembered per user and per page', () => {
  it('a choice is kept under the user and the page, other users and pages untouched', () => {
    let store = updatePanel({}, 'u1', 'agents', { collapsed: true });
    store = updatePanel(store, 'u2', 'agents', { colour: 'red' });
    store = updatePanel(store, 'u1', 'players', { title: 'My players' });
    expect(store).toEqual({
      u1: { agents: { collapsed: true }, players: { title: 'My players' } },
      u2: { agents: { colour: 'red' } },
    });
  });

  it('a panel brought back to how it starts leaves nothing stored', () => {
    let store = updatePanel({}, 'u1', 'agents', { collapsed: true, colour: 'teal' });
    store = updatePanel(store, 'u1', 'agents', { collapsed: false, colour: 'default' });
    expect(store).toEqual({});
  });

  it('reset forgets every choice of the user, and only of that user', () => {
    let store = updatePanel({}, 'u1', 'agents', { hidden: true });
    store = updatePanel(store, 'u2', 'agents', { hidden: true });
    expect(resetPanels(store, 'u1')).toEqual({ u2: { agents: { hidden: true } } });
  });

  it('unreadable or malformed storage counts as empty, keeping what is well formed', () => {
    expect(parsePanels('{not json')).toEqual({});
    expect(parsePanels(null)).toEqual({});
    expect(
      parsePanels(
        JSON.stringify({
          u1: { agents: { collapsed: 'yes', colour: 'chartreuse', title: 42 }, players: { colour: 'blue' } },
          u2: 'x',
        }),
      ),
    ).toEqual({ u1: { players: { colour: 'blue' } } });
  });
});

describe(`a panel title is visible single-line text of at most ${PANEL_TITLE_MAX} characters; empty gives the page title back`, () => {
  it('accepts a short visible title and an empty one', () => {
    expect(panelTitleProblem('Players of the north')).toBe(null);
    expect(panelTitleProblem('北方玩家')).toBe(null);
    expect(panelTitleProblem('')).toBe(null);
  });

  it('refuses a title that is too long or invisible', () => {
    expect(panelTitleProblem('x'.repeat(PANEL_TITLE_MAX + 1))).toBe('too-long');
    expect(panelTitleProblem('\u200b\u200b')).toBe('invisible');
    expect(panelTitleProblem('a\u0000b')).toBe('invisible');
  });

  it('a title is trimmed, and an empty one removes the stored title', () => {
    let store = updatePanel({}, 'u1', 'agents', { title: '  Mine  ' });
    expect(store.u1.agents.title).toBe('Mine');
    store = updatePanel(store, 'u1', 'agents', { title: '   ' });
    expect(store).toEqual({});
  });
});
