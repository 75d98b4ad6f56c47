/**
 * The rules of the reports area (src/core/areas/reports): game families from type codes, the date
 * presets in the agent's time zone with weeks starting on Monday, the DD/MM/YYYY input, the parameters
 * in the URL and in storage with the 'select all' and null markers, the CSV cells, the definitions, and
 * who may open the report pages.
 */
import { describe, expect, it } from 'vitest';
import { reportsArea } from '../../../src/core/areas/reports/area';
import { csvCell, csvFileName, csvLine } from '../../../src/core/areas/reports/csv';
import {
  addDays,
  formatDayInput,
  parseDayInput,
  presetRange,
  previousRange,
  startOfWeek,
  todayIn,
} from '../../../src/core/areas/reports/dates';
import {
  columnsOf,
  REPORT_KEYS,
  REPORT_LIST,
  REPORTS,
  sortableFields,
} from '../../../src/core/areas/reports/definitions';
import { gameFamilyOf } from '../../../src/core/areas/reports/families';
import {
  DASHBOARD_MAX_DAYS,
  MAX_REPORT_DAYS,
  maxDaysOf,
  periodProblems,
  REPORT_FIRST_DAY,
  REPORT_LAST_DAY,
} from '../../../src/core/areas/reports/period';
import { fieldText, formatDuration } from '../../../src/core/areas/reports/fields';
import {
  checkParams,
  defaultParams,
  NULL_MARKER,
  paramsToQuery,
  queryHasParams,
  readParams,
  REPORT_SETTINGS_KEY,
  requestBody,
  SELECT_ALL,
  storedParams,
  storeParams,
} from '../../../src/core/areas/reports/params';
import { matchPattern, routeAccess } from '../../../src/core/routes';
import { ALL_CLAIMS, NO_CLAIMS, P, REPORT_PERMISSIONS, type UserClaims } from '../../../src/core/permissions';
import en from '../../../src/core/areas/reports/locales/en.json';
import { REPORT_NAMES } from '../../../src/core/areas/reports/names';

const history = REPORTS['game-history'];
const OWN = '11111111-1111-4111-8111-111111111111';
const PLAYER = '33333333-3333-4333-8333-333333333333';
const CASINO = '44444444-4444-4444-8444-444444444444';

describe('game families come from numeric type codes', () => {
  it.each([
    [6, 'slot'],
    [18, 'slot'],
    [27, 'slot'],
    [7, 'videoPoker'],
    [16, 'videoPoker'],
    [17, 'videoPoker'],
    [22, 'videoPoker'],
    [4, 'specialty'],
    [10, 'specialty'],
    [33, 'specialty'],
    [34, 'specialty'],
    [0, 'table'],
    [1, 'table'],
    [31, 'table'],
  ])('code %i is %s', (code, family) => expect(gameFamilyOf(code)).toBe(family));

  it('codes outside 0-31 that no family lists (32, 35, 36) have no family', () => {
    expect([32, 35, 36, -1].map(gameFamilyOf)).toEqual([null, null, null, null]);
  });
});

describe('date presets are days of the agent, weeks starting on Monday', () => {
  it('today is the day in the agent time zone, not the browser one', () => {
    const instant = Date.parse('2026-03-01T20:30:00Z');
    expect(todayIn('Asia/Seoul', instant)).toBe('2026-03-02');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-01');
    expect(todayIn('Not/AZone', instant)).toBe('2026-03-01');
  });

  it('the week of a Sunday starts on the Monday before it', () => {
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02'); // a Monday
  });

  it.each([
    ['today', '2026-03-04', '2026-03-04'],
    ['yesterday', '2026-03-03', '2026-03-03'],
    ['this-week', '2026-03-02', '2026-03-04'],
    ['last-week', '2026-02-23', '2026-03-01'],
    ['this-month', '2026-03-01', '2026-03-04'],
    ['last-month', '2026-02-01', '2026-02-28'],
    ['last-7-days', '2026-02-26', '2026-03-04'],
    ['last-30-days', '2026-02-03', '2026-03-04'],
    ['last-90-days', '2025-12-05', '2026-03-04'],
  ] as const)('%s seen from Wednesday 4 March 2026 is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, '2026-03-04')).toEqual({ from, to });
  });

  it('the period before has the same length and ends the day before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('dates are typed DD/MM/YYYY', () => {
  it('reads a day of the calendar, with or without leading zeros', () => {
    expect(parseDayInput('05/03/2026')).toBe('2026-03-05');
    expect(parseDayInput('5/3/2026')).toBe('2026-03-05');
    expect(parseDayInput('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses what is no day: 30 February, month 13, another layout', () => {
    expect(parseDayInput('30/02/2026')).toBeNull();
    expect(parseDayInput('01/13/2026')).toBeNull();
    expect(parseDayInput('2026-03-05')).toBeNull();
    expect(parseDayInput('')).toBeNull();
  });

  it('writes a day back as DD/MM/YYYY', () => expect(formatDayInput('2026-03-05')).toBe('05/03/2026'));
});

describe('report parameters travel in the URL and are remembered per report', () => {
  it('select all is -999 for every combo box, and the null marker picks the games of no family and the play outside any casino', () => {
    const p = readParams(history, {
      casino: NULL_MARKER,
      family: NULL_MARKER,
      game: '-999',
      currency: '-999',
      player: '-999',
    });
    expect(p.family).toBe('__NULL__NULL__');
    expect(requestBody(history, OWN, p, '2026-03-04')).toMatchObject({
      casinoId: '__NULL__NULL__',
      gameFamily: '__NULL__NULL__',
      externalGameId: SELECT_ALL,
      currency: '-999',
      playerId: '-999',
    });
  });

  it('a preset is sent as the days it covers today; custom days as they are', () => {
    const preset = readParams(history, { range: 'last-week' });
    expect(requestBody(history, OWN, preset, '2026-03-04')).toMatchObject({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    const custom = readParams(history, { range: 'custom', from: '2026-01-10', to: '2026-01-12' });
    expect(requestBody(history, OWN, custom, '2026-03-04')).toMatchObject({
      from: '2026-01-10',
      to: '2026-01-12',
    });
  });

  it('the URL of a parameter set gives the same parameters back', () => {
    const p = {
      ...defaultParams(history),
      range: 'custom' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      sub: false,
      casino: CASINO,
      family: 'slot',
      game: '101',
      currency: 'EUR',
      player: PLAYER,
      playerName: 'lucky_ace',
    };
    const query = paramsToQuery(history, p);
    expect(queryHasParams(query)).toBe(true);
    expect(readParams(history, query)).toEqual(p);
  });

  it('values a report does not take, or that are malformed, keep their defaults', () => {
    const summary = REPORTS['agent-summary'];
    const p = readParams(summary, {
      casino: CASINO,
      family: 'slot',
      player: PLAYER,
      currency: 'euro',
      range: 'custom',
      from: '2026-02-30',
      to: 'x',
    });
    expect(p).toEqual(defaultParams(summary));
    expect(Object.keys(paramsToQuery(summary, p)).sort()).toEqual(['currency', 'range', 'sub']);
  });

  it('an end before the start, or a day that is no day, is refused before sending', () => {
    const base = defaultParams(history);
    expect(checkParams({ ...base, range: 'custom', from: '2026-03-05', to: '2026-03-01' })).toEqual([
      { field: 'to', key: 'app.reports.errors.range-order' },
    ]);
    expect(checkParams({ ...base, range: 'custom', from: '31/02', to: '2026-03-01' })).toEqual([
      { field: 'from', key: 'app.reports.errors.date' },
    ]);
    expect(checkParams(base)).toEqual([]);
  });

  it('each report remembers its own parameters in the report settings', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    storeParams(storage, 'game-history', { range: 'yesterday', currency: 'USD' });
    storeParams(storage, 'agent-summary', { range: 'last-month', sub: '1' });
    expect(storedParams(storage, history)).toMatchObject({ range: 'yesterday', currency: 'USD' });
    expect(storedParams(storage, REPORTS['agent-summary'])).toMatchObject({ range: 'last-month', sub: true });
    expect(Object.keys(JSON.parse(store.get(REPORT_SETTINGS_KEY)!))).toEqual([
      'game-history',
      'agent-summary',
    ]);
    store.set(REPORT_SETTINGS_KEY, '{not json');
    expect(storedParams(storage, history)).toBeNull();
  });
});

describe('CSV cells of a report', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])(
    'a text starting like %j gets an apostrophe',
    (text) => {
      expect(csvCell(text)).toMatch(/^"?'/);
    },
  );

  it('plain text stays; figures the report computes stay numbers, negative ones too', () => {
    expect(csvCell('lucky_ace')).toBe('lucky_ace');
    expect(csvCell('-12.50', 'number')).toBe('-12.50');
    expect(csvCell('=1+2', 'number')).toBe(`'=1+2`);
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('the file name keeps the report name without characters file systems refuse', () => {
    expect(csvFileName('Game History', '2026-03-04')).toBe('Game History 2026-03-04.csv');
    expect(csvFileName('a/b:c', '2026-03-04')).toBe('a b c 2026-03-04.csv');
  });
});

describe('field texts', () => {
  const ctx = { language: 'en', timeZone: 'Asia/Seoul', t: (key: string) => key };
  it('an instant is shown in the agent time zone, day/month/2-digit year, 24-hour time', () => {
    expect(fieldText('dateTime', '2026-03-01T20:30:05Z', ctx)).toBe('02/03/26 05:30:05');
  });
  it('a duration is h:mm:ss, a ratio a percentage with one decimal', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(fieldText('percent', 0.0512, ctx)).toBe('5.1%');
  });
  it('channels and families are translated; a game of no family says so', () => {
    expect(fieldText('channel', 4, ctx)).toBe('app.reports.channels.ios-app');
    expect(fieldText('family', null, ctx)).toBe('app.reports.families.none');
  });
});

describe('report definitions', () => {
  it('every report key has one definition, filed under its own key', () => {
    expect(Object.keys(REPORTS).sort()).toEqual([...REPORT_KEYS].sort());
    for (const [key, def] of Object.entries(REPORTS))
      expect(def.key, `REPORTS['${key}'] holds the definition of ${def.key}`).toBe(key);
  });

  it('every report names a report permission, its sort is sortable and its row id is a field', () => {
    for (const def of REPORT_LIST) {
      expect(REPORT_PERMISSIONS, `report ${def.key}: its permission is no report permission`).toContain(
        def.permission,
      );
      expect(sortableFields(def), `report ${def.key}: its default sort is not sortable`).toContain(
        def.sort.id,
      );
      expect(
        def.fields.map((f) => f.id),
        `report ${def.key}: its row id is none of its fields`,
      ).toContain(def.rowId);
      for (const drill of def.drill ?? [])
        expect(
          columnsOf(def).map((f) => f.id),
          `report ${def.key}: the drill-down column ${drill.column} is none of its columns`,
        ).toContain(drill.column);
    }
  });

  it('every column and report has its English text, and each report its name in both languages', () => {
    const texts = en.app.reports as unknown as Record<string, Record<string, string>>;
    for (const def of REPORT_LIST) {
      expect(REPORT_NAMES.en[def.key], `report ${def.key}: no English name (REPORT_NAMES.en)`).toBeTruthy();
      expect(
        REPORT_NAMES['zh-cn'][def.key],
        `report ${def.key}: no Chinese name (REPORT_NAMES['zh-cn'])`,
      ).toBeTruthy();
      expect(
        texts.descriptions[def.key],
        `report ${def.key}: no English description (app.reports.descriptions.${def.key})`,
      ).toBeTruthy();
      for (const f of columnsOf(def))
        expect(
          texts.columns[f.id],
          `report ${def.key}: the column ${f.id} has no English title (app.reports.columns.${f.id})`,
        ).toBeTruthy();
    }
  });
});

describe('each report page is titled with its report’s name (panel, crumb, browser tab)', () => {
  it('the route of a report takes its name; an unknown key keeps the generic title', () => {
    const row = reportsArea.routes[0].children!.find((r) => r.path === ':report')!;
    expect(row.titleOf!({ report: 'game-history' })).toBe('app.reports.names.game-history');
    expect(row.titleOf!({ report: 'no-such-report' })).toBeNull();
    expect(reportsArea.labels['zh-cn']).toMatchObject({
      app: { reports: { names: { 'game-history': '游戏历史' } } },
    });
  });
});

describe('who may open the report pages', () => {
  const subject = (claims: UserClaims) => ({ claims, agentId: OWN });
  const own = { id: OWN, parentId: null };
  const access = (pattern: string, claims: UserClaims, params: Record<string, string> = {}) =>
    routeAccess(matchPattern(pattern)!, subject(claims), own, { creditSource: false, params });
  const only = (...names: string[]): UserClaims => ({ ...NO_CLAIMS, RtgGroupClaims: names, AgentClaims: [] });

  it('the report list needs the view-children permission on top of a report', () => {
    expect(access('reports', ALL_CLAIMS)).toBe(true);
    expect(access('reports', only(P.ViewGameHistoryReport))).toBe(false);
    expect(
      access('reports', { ...only(P.ViewGameHistoryReport), AgentClaims: [P.View2ndPlusLevelChildren] }),
    ).toBe(true);
  });

  it('a report needs its own permission; the dashboard the dashboard permission', () => {
    const claims = only(P.ViewGameHistoryReport);
    expect(access('reports/:report', claims, { report: 'game-history' })).toBe(true);
    expect(access('reports/:report', claims, { report: 'agent-summary' })).toBe(false);
    expect(access('reports/:report', claims, { report: 'no-such-report' })).toBe(false);
    expect(access('reports/dashboard', claims)).toBe(false);
    expect(access('reports/dashboard', only(P.ViewDashboard))).toBe(true);
  });

  it('the area names its pages’ elements: the dashboard and the report', () => {
    expect(reportsArea.key).toBe('reports');
    expect(matchPattern('reports/dashboard')!.at(-1)!.node.element).toBe('casino-dashboard');
    expect(matchPattern('reports/game-history')!.at(-1)!.node.element).toBe('casino-report');
  });
});

describe('a report’s period: real days from 2000 to 2099, the end not before the start, at most its span', () => {
  it('days outside 2000-2099 are refused, whatever their year', () => {
    for (const day of ['1999-12-31', '2100-01-01', '0099-06-01'])
      expect(periodProblems(day, '2026-01-01', MAX_REPORT_DAYS)).toEqual([
        {
          field: 'from',
          key: day.startsWith('0') ? 'app.reports.errors.date' : 'app.reports.errors.range-bounds',
        },
      ]);
    expect(periodProblems(REPORT_FIRST_DAY, REPORT_FIRST_DAY, 1)).toEqual([]);
    expect(periodProblems(REPORT_LAST_DAY, REPORT_LAST_DAY, 1)).toEqual([]);
  });

  it('at most the report’s span: ten years, one for game activity and the dashboard', () => {
    expect(maxDaysOf(REPORTS['game-history'])).toBe(MAX_REPORT_DAYS);
    expect(maxDaysOf(REPORTS['game-activity'])).toBe(366);
    expect(periodProblems('2025-01-01', '2025-12-31', 365)).toEqual([]);
    expect(periodProblems('2025-01-01', '2026-01-01', 365)).toEqual([
      { field: 'to', key: 'app.reports.errors.range-span' },
    ]);
    expect(DASHBOARD_MAX_DAYS).toBe(366);
  });

  it('the form refuses a period longer than the report takes before sending', () => {
    const base = defaultParams(REPORTS['game-activity']);
    expect(checkParams({ ...base, range: 'custom', from: '2024-01-01', to: '2026-01-01' }, 366)).toEqual([
      { field: 'to', key: 'app.reports.errors.range-span' },
    ]);
  });
});
