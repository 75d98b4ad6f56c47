/**
 * The global search page (/miscellaneous/search?q=, declared in src/core/areas/search/area.ts).
 *
 * @element casino-search
 * @summary Searches, below the signed-in user's agent, every area the user may open that can be
 * searched (agents, players, and the other areas whose manifest declares a search) for the text `q`
 * of the URL: one group per area with its count, ten results a page from the server, each result a
 * link to its page. A search box repeats the search with new text.
 * @attr config-src - URL of the configuration JSON.
 * @csspart search - The page (data-state idle | results).
 * @csspart form - The search form (role search); `input` its box, `submit` its button.
 * @csspart hint - What can be searched, before a text is given; `no-area` when nothing may be searched.
 * @csspart nothing - Said when no group has a result.
 * @csspart group - One area's results (data-kind = the area key, data-state loading | ready | empty |
 * error); `group-title` its heading with the count; `group-loading`, `group-empty` its states.
 * @csspart hit - One result link (data-id); `hit-detail` its second line.
 * @csspart group-pager - The group's pages: `previous`, `range`, `next`.
 * @csspart retry - Tries a failed group again; `error` its translated message.
 */
import '../../core/areas/search/translations';
import { defineWidget } from '../define-widget';
import { pageStyles } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { Search } from './Search';
import { searchStyles } from './styles';

export { configure } from '../../core/config';

export const CasinoSearch = defineWidget('casino-search', Search, {
  events: ['casino-navigate'],
  styles: [uiStyles, pageStyles, searchStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-search': InstanceType<typeof CasinoSearch>;
  }
}
