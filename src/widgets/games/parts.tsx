/**
 * Building blocks shared by the eight detail views: the state shell (loading / error / external
 * frame / tables), sections, tables whose columns may be defined but not displayed, amounts.
 *
 * Server text is always rendered as React text children (escaped), never as HTML.
 */
import type { CSSResult } from '@lit/reactive-element/css-tag.js';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { serviceUrl } from '../../core/config';
import { formatCurrency, formatDate } from '../../core/format';
import type { DetailState } from '../../core/games/detail-state';
import { roundHeaderFacts } from '../../core/games/round-header';
import type { DetailIcon, DetailKind } from '../../core/games/types';
import { i18n, type GameStringKey, type KeyTail, type TranslationKey } from '../../core/i18n';
import { useLanguage, useT } from '../shared/hooks';

/** The frame of an external report: 450 px high. */
export const EXTERNAL_FRAME_HEIGHT = 450;

/** A missing value (a table cell, a header fact): an em dash, never a zero, an empty badge or a blank. */
export const DASH = '—';

/** Frame sandbox: scripts, forms and popups; its own origin only when that is not the page's. */
export function frameSandbox(url: string): string {
  const flags = ['allow-scripts', 'allow-forms', 'allow-popups'];
  try {
    if (new URL(url).origin !== location.origin) flags.push('allow-same-origin');
  } catch {
    // not framed at all (detail-state refuses non-http(s) addresses)
  }
  return flags.join(' ');
}

/**
 * The report of a round played with an external provider: its page in a 450 px frame, and above it a
 * line that says whose page it is, with a link that opens it in a new tab (a provider's page may refuse
 * to be framed, or be unreachable: the frame then shows the browser's error page).
 */
export function ExternalFrame({ url }: { url: string }) {
  const t = useT();
  return (
    <div className="external-report">
      <p className="external-note" part="external-note">
        {t('app.games.labels.external-explained')}{' '}
        <a href={url} target="_blank" rel="noopener noreferrer" part="external-link">
          {t('app.games.labels.external-open')}
        </a>
      </p>
      <iframe
        part="frame"
        className="external"
        src={url}
        height={EXTERNAL_FRAME_HEIGHT}
        sandbox={frameSandbox(url)}
        referrerPolicy="no-referrer"
        title={t('app.games.labels.external-report')}
      />
    </div>
  );
}

/** A round of `kind` whose answer has nothing to show below its header says so. */
export function EmptyRound() {
  const t = useT();
  return (
    <p className="empty-round" part="empty" role="status">
      {t('app.games.labels.empty-round')}
    </p>
  );
}

/**
 * The time zone a date is shown in (the viewer's), named ('UTC', 'GMT+1'), so an operator comparing it
 * with a report's times (in the agent's zone) knows which zone each is in.
 */
function zoneOf(dateTime: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' })
      .formatToParts(new Date(dateTime))
      .find((p) => p.type === 'timeZoneName');
    return part ? `(${part.value})` : '';
  } catch {
    return '';
  }
}

/**
 * The round header of every view: the game (named in the view's language), the round and bet ids, the
 * date and time, the currency and the round's bet and payout; a pending round says it is pending. A
 * fact the answer does not give is a dash.
 */
export function RoundHeader({
  kind,
  detail,
  externalGameId,
}: {
  kind: DetailKind;
  detail: unknown;
  externalGameId?: number | null;
}) {
  const t = useT();
  const lng = useLanguage();
  const facts = roundHeaderFacts(kind, detail, externalGameId);
  const classification = (detail as { currencyClassification?: string | null } | null)
    ?.currencyClassification;
  const money = useMoney(facts.currency, classification);
  const nameKey: GameStringKey | null =
    facts.externalGameId !== null ? `app.games.names.${facts.externalGameId}` : null;
  const name =
    nameKey !== null && i18n.exists(nameKey, { lngs: [lng] })
      ? t(nameKey)
      : (facts.gameName ?? t(`app.games.kinds.${kind}`));
  const fact = (id: KeyTail<'app.games.header'>, value: ReactNode, amount = false) => (
    <div className={amount ? 'fact amount' : 'fact'} data-fact={id}>
      <dt>{t(`app.games.header.${id}`)}</dt>
      <dd>{value === null || value === undefined || value === '' ? DASH : value}</dd>
    </div>
  );
  return (
    <header className="round-header" part="round-header">
      <h2 className="game-name" part="game-name">
        {name}
        {facts.pending ? (
          <span className="pending" part="pending">
            {t('app.games.header.pending')}
          </span>
        ) : null}
      </h2>
      <dl className="facts">
        {fact('roundId', facts.roundId)}
        {fact('betId', facts.betId)}
        {fact(
          'dateTime',
          facts.dateTime
            ? `${formatDate(facts.dateTime, lng, { seconds: false })} ${zoneOf(facts.dateTime)}`
            : null,
        )}
        {fact('currency', facts.currency)}
        {fact('betAmount', facts.betAmount === null ? null : money(facts.betAmount), true)}
        {fact('payout', facts.payout === null ? null : money(facts.payout), true)}
      </dl>
    </header>
  );
}

/**
 * Exactly one of: the error line, the loading state, the detail tables, or the embedded frame; `heading`
 * above it. `lang` is the language everything in it is written in.
 */
export function DetailShell<T>({
  state,
  kind,
  lang,
  heading,
  header,
  children,
}: {
  state: DetailState<T>;
  kind: string;
  lang?: string;
  heading?: ReactNode;
  /** The round header of a loaded round (tables or external frame). */
  header?: (detail: T) => ReactNode;
  children: (detail: T) => ReactNode;
}) {
  const t = useT();
  let content: ReactNode;
  if (state.status === 'loading') {
    content = (
      <p part="loading" role="status" className="casino-loading">
        {t('app.shared.labels.loading')}
      </p>
    );
  } else if (state.status === 'error') {
    content = (
      <p part="error" role="alert" className="casino-error detail-error" data-status={state.httpStatus}>
        {t(state.messageKey, { defaultValue: state.message })}
      </p>
    );
  } else if (state.status === 'external') {
    content = (
      <div className="detail">
        {header?.(state.detail)}
        <ExternalFrame url={state.url} />
      </div>
    );
  } else {
    content = (
      <div className="detail">
        {header?.(state.detail)}
        {children(state.detail)}
      </div>
    );
  }
  return (
    <div className="detail-view" data-kind={kind} data-state={state.status} lang={lang}>
      {heading}
      {content}
    </div>
  );
}

/**
 * A view chunk's own styles, adopted into the shadow root the view renders in (once per root, before
 * the first paint): a page pays only for the styles of the view it shows.
 */
export function ViewStyles({ sheet }: { sheet: CSSResult }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    const styleSheet = sheet.styleSheet;
    if (root instanceof ShadowRoot && styleSheet && !root.adoptedStyleSheets.includes(styleSheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet];
  }, [sheet]);
  return <span ref={anchor} hidden />;
}

/** The id of the heading of the section around (it names the section's scrolling tables). */
const SectionHeading = createContext<string | undefined>(undefined);

export function Section({ name, title, children }: { name: string; title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section part="section" data-section={name}>
      <h3 id={headingId}>{title}</h3>
      <SectionHeading.Provider value={headingId}>{children}</SectionHeading.Provider>
    </section>
  );
}

/**
 * The box a table scrolls in sideways when it is wider than the screen (phones): the page itself never
 * scrolls sideways. While the table overflows, the box is a focusable region named by its section's
 * heading, so it can be scrolled with the keyboard; otherwise it is a plain box and no tab stop.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  const headingId = useContext(SectionHeading);
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="table-wrap"
      part="table-scroll"
      role={overflows ? 'region' : undefined}
      aria-labelledby={overflows ? headingId : undefined}
      tabIndex={overflows ? 0 : undefined}
      data-overflows={overflows ? '' : undefined}
    >
      {children}
    </div>
  );
}

export interface Column<R> {
  /** Stable id, also the `data-column` attribute of its cells. */
  id: string;
  /** Translation key of the header. */
  header: TranslationKey;
  cell: (row: R, index: number) => ReactNode;
  /** Amount columns are right-aligned. */
  amount?: boolean;
  /** false: defined by the data but not displayed (spec "defined but not displayed"). */
  displayed?: boolean;
}

/** The columns a table shows: those not marked `displayed: false`. */
export function displayedColumns<R>(columns: readonly Column<R>[]): Column<R>[] {
  return columns.filter((column) => column.displayed !== false);
}

export function DetailTable<R>({
  name,
  title,
  columns,
  rows,
}: {
  name: string;
  title: ReactNode;
  columns: readonly Column<R>[];
  rows: readonly R[];
}) {
  const t = useT();
  const shown = displayedColumns(columns);
  return (
    <Section name={name} title={title}>
      <TableScroll>
        <table part="table" className="first-column-kept">
          <thead>
            <tr>
              {shown.map((column) => (
                <th key={column.id} data-column={column.id} scope="col">
                  {t(column.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {shown.map((column) => (
                  <td
                    key={column.id}
                    data-column={column.id}
                    className={column.amount ? 'amount' : undefined}
                  >
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}

/**
 * Signs a visitor's machine may have no font for (Debian's default fonts lack ₿, drawing 'm▯1.00'),
 * drawn from the image CDN instead: the sign stays text (copied, read aloud) but invisible, and its
 * outline is painted over it in the text's colour (a CSS mask).
 */
const GLYPHS: Readonly<Record<string, string>> = { '₿': 'glyphs/bitcoin.svg' };
const GLYPH_PATTERN = new RegExp(`(${Object.keys(GLYPHS).join('|')})`);

/** `text` with its signs of GLYPHS drawn from the image CDN (the text itself when it has none). */
export function withGlyphs(text: string): ReactNode {
  if (!GLYPH_PATTERN.test(text)) return text;
  return text.split(GLYPH_PATTERN).map((piece, index) => {
    const src = Object.hasOwn(GLYPHS, piece) ? imageUrl(GLYPHS[piece]) : null;
    return src ? (
      <span
        key={index}
        className="glyph"
        part="glyph"
        style={{ '--glyph-image': `url("${src}")` } as CSSProperties}
      >
        {piece}
      </span>
    ) : (
      piece
    );
  });
}

/** Formats amounts in the round's currency, by its classification and the current language. */
export function useMoney(
  currency: string | null | undefined,
  classification: string | null | undefined,
): (value: number | null | undefined) => ReactNode {
  const lng = useLanguage();
  return useCallback(
    (value: number | null | undefined) =>
      value === null || value === undefined || Number.isNaN(Number(value))
        ? DASH
        : withGlyphs(formatCurrency(Number(value), currency ?? '', lng, classification || 'Thousands')),
    [currency, classification, lng],
  );
}

/** Translated yes / no. */
export function useYesNo(): (value: boolean | null | undefined) => string {
  const t = useT();
  return (value) =>
    value === null || value === undefined
      ? DASH
      : t(value ? 'app.shared.labels.yes' : 'app.shared.labels.no');
}

/** A value or a dash when it is missing. */
export function orDash(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? DASH : value;
}

/** Address of an image of the data: the image CDN base plus the path given; only http(s) results. */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    const url = new URL(serviceUrl('imageCdn', path), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function Icons({ icons }: { icons: readonly DetailIcon[] | null | undefined }) {
  return (
    <span className="icons" part="icons">
      {(icons ?? []).map((icon, index) => {
        const src = imageUrl(icon.url);
        return src ? (
          <img key={index} src={src} alt={icon.name} title={icon.name} data-icon={icon.name} />
        ) : null;
      })}
    </span>
  );
}
