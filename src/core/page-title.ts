/**
 * The browser tab's title of the console (`document.title`), read from the deepest route on screen
 * on every navigation and every language change: the route's translated page title, then the console's
 * name ('Edit Agent - Back office', '编辑代理 - 后台管理'); the console's name alone while no route is
 * shown yet. The login and error pages carry their own titles ('Sign in', 'Page not found').
 *
 * The console page turns it on (`startDocumentTitle`); an element never changes the title of a page it
 * is embedded in on its own.
 */
import { effect } from '@preact/signals-core';
import { i18nRevision, language, t, type Translate, type TranslationKey } from './i18n';
import { route, type Route } from './router';

/** Translation key of the console's name, the end of every tab title. */
export const CONSOLE_NAME_KEY: TranslationKey = 'app.console.labels.console';
export const TITLE_SEPARATOR = ' - ';

/** The tab title of `current`, with `translate` turning translation keys into text. Pure. */
export function documentTitle(current: Route | null, translate: Translate): string {
  const name = translate(CONSOLE_NAME_KEY);
  const page = current?.title ? translate(current.title) : '';
  return page && page !== name ? `${page}${TITLE_SEPARATOR}${name}` : name;
}

/** Keeps `doc.title` in step with the route and the language; returns the function that stops it. */
export function startDocumentTitle(doc: Document = document): () => void {
  return effect(() => {
    void i18nRevision.value;
    void language.value;
    doc.title = documentTitle(route.value, t);
  });
}
