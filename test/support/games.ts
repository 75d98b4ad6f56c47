/**
 * Support of the game-round detail tests: the set-up (game strings of the casino management
 * service answer empty), the calls made to the report service, and queries of the detail views
 * (their sections, table columns and cells, and the cards drawn).
 */
import { REPORT } from './config';
import { setUp } from './element';
import { fetchMock, type FetchCall } from './fetch-mock';
import { $, $$ } from './shadow';

/** `setUp()`, with the game strings answering empty. */
export async function setUpRounds(): Promise<void> {
  await setUp();
  fetchMock.addRoute('GET /api/localization/game_strings/*', { body: {} });
}

/** The calls made to the report service, in order. */
export function reportCalls(): FetchCall[] {
  return fetchMock.callsTo(`${REPORT}/*`);
}

/** The names (`data-section`) of the sections shown, in order. */
export function sections(element: Element): string[] {
  return $$(element, 'section[data-section]').map((s) => s.getAttribute('data-section') ?? '');
}

/** The section `section`; throws when it is not shown. */
export function sectionEl(element: Element, section: string): HTMLElement {
  const found = $(element, `section[data-section="${section}"]`);
  if (!found) throw new Error(`no section ${section}`);
  return found;
}

/** The columns (`data-column` of each header cell) of the table of `section`. */
export function columns(element: Element, section: string): string[] {
  return $$(element, `section[data-section="${section}"] th`).map(
    (th) => th.getAttribute('data-column') ?? '',
  );
}

/** The header texts of the table of `section`. */
export function headers(element: Element, section: string): string[] {
  return $$(element, `section[data-section="${section}"] th`).map((th) => th.textContent ?? '');
}

/** The cell of `column` in row `row` of the table of `section`; throws when there is none. */
export function cell(element: Element, section: string, column: string, row = 0): HTMLTableCellElement {
  const cells = $$<HTMLTableCellElement>(
    element,
    `section[data-section="${section}"] tbody td[data-column="${column}"]`,
  );
  const found = cells[row];
  if (!found) throw new Error(`no cell ${section}/${column}[${row}]`);
  return found;
}

/** The codes (`data-card`) of the cards drawn inside `scope`, in order. */
export function cardsIn(scope: ParentNode): string[] {
  return [...scope.querySelectorAll('[part="card"]')].map((c) => c.getAttribute('data-card') ?? '');
}
