/**
 * The console header.
 *
 * - Logo: goes to the root.
 * - Menu collapse toggle: the layout flag menuCollapsed (src/core/layout.ts).
 * - User name of the session ('Guest' when none) and the credit of the account's agent
 *   (src/core/credit.ts): hidden until loaded, a click reloads it, refreshed periodically, replaced at
 *   once by a credit-adjusted event for the own agent; 'credit source' instead of the amount for a
 *   credit-source agent.
 * - A search box: submitting opens the global search page (/miscellaneous/search?q=); the key '/'
 *   outside a field focuses it.
 * - Language switcher with flags (`{imageCdnBase}/flags/<lng>.svg`), full-screen toggle, user dropdown
 *   (settings: opens the layout options; profile; shortcut: opens the shortcut bar; full screen; log out) and a sign-out button. Signing out asks
 *   No/Yes; only Yes signs out (session logout, then the login page).
 * - Without a session the header shows nothing.
 * - It keeps the page's live stream of changes open (src/core/live.ts) while it is on the page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { serviceUrl } from '../../core/config';
import { credit, reloadCredit, startCredit } from '../../core/credit';
import { retainLive } from '../../core/live';
import { formatCredit } from '../../core/format';
import { LANGUAGES, language, setLanguage, type Language } from '../../core/i18n';
import { layout, toggleFlag } from '../../core/layout';
import { hrefOf, LOGIN_PATH, route } from '../../core/router';
import { useNavigate } from '../shared/host';
import { SEARCH_PATH, searchUrl } from '../../core/search';
import { account, isLoggedIn, logout } from '../../core/session';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import { holdDocumentLayout, OPEN_LAYOUT_OPTIONS_EVENT } from '../shared/skins';
import { Dropdown } from '../shared/ui/Dropdown';
import { Icon } from './icons';

export const PROFILE_PATH = '/app-views/profile';

let creditUsers = 0;
let stopCredit: (() => void) | null = null;

/** Starts the credit display for the first header on the page; the last one to go stops it. */
function holdCredit(): () => void {
  creditUsers++;
  if (creditUsers === 1) stopCredit = startCredit();
  return () => {
    creditUsers--;
    if (creditUsers === 0) {
      stopCredit?.();
      stopCredit = null;
    }
  };
}

function flagUrl(lng: Language): string {
  return serviceUrl('imageCdn', `/flags/${lng}.svg`);
}

function Flag({ lng }: { lng: Language }) {
  return <img className="flag" src={flagUrl(lng)} alt="" width={20} height={14} />;
}

function goHome(event: MouseEvent<HTMLAnchorElement>, navigate: (url: string) => void) {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate('/');
}

function useFullscreen(): [boolean, () => void] {
  const [active, setActive] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    done?.catch(() => undefined); // refused by the browser (no user gesture, iframe): nothing to do
  };
  return [active, toggle];
}

function Credit() {
  useSignals();
  const t = useT();
  const value = credit.value;
  const lng = language.value;
  if (!value) return null;
  const text = value.creditSource
    ? t('app.shell.header.credit-source')
    : `${formatCredit(value.creditAmount, lng)} ${value.currencyId}`.trim();
  return (
    <button
      type="button"
      className="credit"
      part="credit"
      data-credit-source={value.creditSource ? '' : undefined}
      title={t('app.shell.header.reload-credit')}
      aria-label={`${t('app.shell.header.credit')}: ${text}`}
      onClick={() => void reloadCredit()}
    >
      <Icon name="coins" />
      <span part="credit-amount">{text}</span>
    </button>
  );
}

/** Whether a key press is typing into a field (then '/' is a character, not the search shortcut). */
function typingIn(event: KeyboardEvent): boolean {
  return event
    .composedPath()
    .some(
      (target) =>
        target instanceof HTMLElement &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)),
    );
}

/**
 * The header's search box: submitting goes to the search page with the text; '/' anywhere outside a
 * field puts the focus in it. On the search page it shows the text searched.
 */
function SearchBox() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const current = route.value;
  const searched = current?.path === SEARCH_PATH ? (current.query.q ?? '') : '';
  const [text, setText] = useState(searched);
  // a new search in the URL shows its text; what is typed meanwhile stays until then
  const shown = useRef(searched);
  useEffect(() => {
    if (shown.current === searched) return;
    shown.current = searched;
    setText(searched);
  }, [searched]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the box's own value: what is in it now, even before React has seen the last keystroke
    navigate(searchUrl(input.current?.value ?? text));
  };
  return (
    <form
      className="search"
      part="search"
      role="search"
      aria-label={t('app.shell.header.search-landmark')}
      onSubmit={submit}
    >
      <input
        ref={input}
        type="search"
        part="search-input"
        value={text}
        maxLength={100}
        aria-label={t('app.shell.header.search')}
        aria-keyshortcuts="/"
        placeholder={t('app.shell.header.search-placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className="icon-button"
        part="search-submit"
        aria-label={t('app.shell.header.search-submit')}
        title={t('app.shell.header.search-submit')}
      >
        <Icon name="search" />
      </button>
    </form>
  );
}

export function Header() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const dialogs = useDialogs();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const loggedIn = isLoggedIn.value;
  const name = account.value?.name || t('app.shell.header.guest');
  const lng = language.value;
  const collapsed = layout.value.menuCollapsed;

  useEffect(() => holdDocumentLayout(), []);
  useEffect(() => holdCredit(), []);
  // the page's live stream: other people's changes update the credit, the tree and the lists
  useEffect(() => retainLive(), []);

  async function signOut() {
    const yes = await dialogs.confirm({
      title: t('app.shell.header.sign-out-title'),
      content: t('app.shell.header.sign-out-content'),
    });
    if (!yes) return;
    void logout();
    navigate(LOGIN_PATH, { replace: true });
  }

  if (!loggedIn) return dialogs.outlet;

  return (
    <header part="header">
      <a
        className="logo"
        part="logo"
        href={hrefOf('/')}
        onClick={(event) => goHome(event, navigate)}
        title={t('app.shell.header.home')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="logo-mark">
          <path
            fill="currentColor"
            d="M12 2 2 7v10l10 5 10-5V7zm0 2.2L19.6 8 12 11.8 4.4 8zM4 9.6l7 3.5v6.7l-7-3.5zm9 10.2v-6.7l7-3.5v6.7z"
          />
        </svg>
        <span className="logo-text">{t('app.console.labels.console')}</span>
      </a>
      <button
        type="button"
        className="icon-button"
        part="menu-toggle"
        aria-pressed={collapsed}
        aria-label={t('app.shell.header.collapse-menu')}
        title={t('app.shell.header.collapse-menu')}
        onClick={() => toggleFlag('menuCollapsed')}
      >
        <Icon name="menu" />
      </button>
      <div className="info" part="info">
        <span className="user" part="user-name">
          {name}
        </span>
        <Credit />
      </div>
      <div className="tools">
        <SearchBox />
        <Dropdown
          part="language"
          label={t('app.shell.header.language-current', {
            language: t(`app.shared.languages.${lng}`),
          })}
          trigger={
            <>
              <Flag lng={lng} />
              <span className="language-name">{t(`app.shared.languages.${lng}`)}</span>
              <Icon name="caret" />
            </>
          }
          items={LANGUAGES.map((option) => ({
            key: option,
            label: t(`app.shared.languages.${option}`),
            icon: <Flag lng={option} />,
            current: option === lng,
            onSelect: () => void setLanguage(option),
          }))}
        />
        <button
          type="button"
          className="icon-button hide-narrow"
          part="fullscreen"
          aria-pressed={fullscreen}
          aria-label={t('app.shell.header.full-screen')}
          title={t('app.shell.header.full-screen')}
          onClick={toggleFullscreen}
        >
          <Icon name="fullscreen" />
        </button>
        <Dropdown
          part="user-menu"
          label={t('app.shell.header.user-menu')}
          trigger={<Icon name="user" />}
          items={[
            {
              key: 'settings',
              label: t('app.shell.header.settings'),
              onSelect: () => window.dispatchEvent(new CustomEvent(OPEN_LAYOUT_OPTIONS_EVENT)),
            },
            { key: 'profile', label: t('app.shell.header.profile'), onSelect: () => navigate(PROFILE_PATH) },
            {
              key: 'shortcut',
              label: t('app.shell.header.shortcut'),
              onSelect: () => toggleFlag('shortcutOpen'),
            },
            { key: 'fullscreen', label: t('app.shell.header.full-screen'), onSelect: toggleFullscreen },
            { key: 'logout', label: t('app.shell.header.logout'), onSelect: () => void signOut() },
          ]}
        />
        <button
          type="button"
          className="icon-button"
          part="sign-out"
          aria-label={t('app.shell.header.sign-out')}
          title={t('app.shell.header.sign-out')}
          onClick={() => void signOut()}
        >
          <Icon name="signOut" />
        </button>
      </div>
      {dialogs.outlet}
    </header>
  );
}
