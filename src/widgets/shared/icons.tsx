/**
 * Inline SVG icons of the console (no icon font, no network request; CSP-safe). Each icon draws with
 * `currentColor` at 1em, is `aria-hidden` (the label next to it names the action) and carries
 * `data-icon="<name>"` so tests and hosts can find it.
 *
 * The side-menu icons are keyed by the menu option's path (src/core/menu.ts), one per entry.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function svg(name: string, body: ReactNode) {
  function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon={name}
        {...props}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

/** Agents: an organisation chart. */
export const SitemapIcon = svg(
  'sitemap',
  <>
    <rect x="9" y="2" width="6" height="5" rx="1" />
    <rect x="2" y="17" width="6" height="5" rx="1" />
    <rect x="16" y="17" width="6" height="5" rx="1" />
    <path d="M12 7v5M5 17v-5h14v5" />
  </>,
);

/** Users: two people. */
export const UsersIcon = svg(
  'users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 21v-1a6 6 0 0 1 12 0v1" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6 6 0 0 1 4 5.5v1" />
  </>,
);

/** Players: one person. */
export const UserIcon = svg(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a8 8 0 0 1 16 0v1" />
  </>,
);

/** Cafes (points of sale): a cup. */
export const CoffeeIcon = svg(
  'coffee',
  <>
    <path d="M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6z" />
    <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3" />
  </>,
);

/** Terminals: a screen on a stand. */
export const DesktopIcon = svg(
  'desktop',
  <>
    <rect x="2" y="3" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 16v5" />
  </>,
);

/** Reports: a bar chart. */
export const BarChartIcon = svg(
  'bar-chart',
  <>
    <path d="M3 3v18h18" />
    <path d="M8 17v-6M13 17V7M18 17v-9" />
  </>,
);

/** Audit Log: a clock with an arrow turning back. */
export const HistoryIcon = svg(
  'history',
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </>,
);

/** Ledger: a pair of scales. */
export const ScalesIcon = svg(
  'scales',
  <>
    <path d="M12 3v18M7 21h10M5 7h14" />
    <path d="M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />
  </>,
);

/** Roles: an identity badge. */
export const IdBadgeIcon = svg(
  'id-badge',
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M8 17a4 4 0 0 1 8 0M10 3v2h4V3" />
  </>,
);

/** Assigned Casinos: two chain links. */
export const LinkIcon = svg(
  'link',
  <>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L11.8 5.8" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.4-1.4" />
  </>,
);

/** Casinos: a building with columns. */
export const BuildingIcon = svg(
  'building',
  <>
    <path d="M3 9l9-6 9 6M4 21h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
  </>,
);

/** Adjust Credits: a banknote. */
export const MoneyIcon = svg(
  'money',
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="3" />
    <path d="M6 9v.01M18 15v.01" />
  </>,
);

/** Create Agent: a plus. */
export const PlusIcon = svg('plus', <path d="M12 5v14M5 12h14" />);

/** Add User: a person with a plus. */
export const UserPlusIcon = svg(
  'user-plus',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a7 7 0 0 1 12.5-4.3M19 13v6M16 16h6" />
  </>,
);

/** Add Casino: a plus in a square. */
export const PlusSquareIcon = svg(
  'plus-square',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M12 8v8M8 12h8" />
  </>,
);

/** A chevron pointing right (closed branch); rotate 90° for an open one. */
export const ChevronRightIcon = svg('chevron-right', <path d="M9 6l6 6-6 6" />);

/** A chevron pointing left (collapse a panel). */
export const ChevronLeftIcon = svg('chevron-left', <path d="M15 6l-6 6 6 6" />);

/** An arrow pointing left (back). */
export const ArrowLeftIcon = svg('arrow-left', <path d="M19 12H5M11 18l-6-6 6-6" />);

/** A magnifier (search). */
export const SearchIcon = svg(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);

/** A cross (close). */
export const CloseIcon = svg('close', <path d="M6 6l12 12M18 6L6 18" />);

/** A chevron pointing down (an open panel); rotate -90° for a collapsed one. */
export const ChevronDownIcon = svg('chevron-down', <path d="M6 9l6 6 6-6" />);

/** Four corners pointing out (full screen). */
export const ExpandIcon = svg('expand', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);

/** Four corners pointing in (leave full screen). */
export const CompressIcon = svg('compress', <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />);

/** A pencil (edit a title). */
export const PencilIcon = svg(
  'pencil',
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M14 6l4 4" />
  </>,
);

/** A drop (pick a colour). */
export const DropIcon = svg('drop', <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />);

/** A closed eye (hide). */
export const EyeOffIcon = svg(
  'eye-off',
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10 10 0 0 1 12 5c5 0 9 4.5 10 7a12 12 0 0 1-3.2 4.3M6.2 6.2A12 12 0 0 0 2 12c1 2.5 5 7 10 7a9.7 9.7 0 0 0 4.6-1.2" />
  </>,
);

/** A spinning arc (loading); animate it with CSS (`.casino-spin`). */
export const CalendarIcon = svg(
  'calendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

export const SpinnerIcon = svg('spinner', <path d="M12 3a9 9 0 1 1-9 9" />);

/** The icon of each side-menu option, keyed by the option's path (src/core/menu.ts MENU_OPTIONS). */
export const MENU_ICONS: Readonly<Record<string, (props: IconProps) => ReactNode>> = Object.freeze({
  agents: SitemapIcon,
  users: UsersIcon,
  players: UserIcon,
  poses: CoffeeIcon,
  terminals: DesktopIcon,
  reports: BarChartIcon,
  audit: HistoryIcon,
  ledger: ScalesIcon,
  roles: IdBadgeIcon,
  'casinos/assigned': LinkIcon,
  casinos: BuildingIcon,
  'agents/adjust-credit': MoneyIcon,
  'agents/create': PlusIcon,
  'users/add': UserPlusIcon,
  'casinos/add': PlusSquareIcon,
});

/** The icon of a menu option path; a plain dot for a path without one. */
export function MenuIcon({ path, ...props }: IconProps & { path: string }) {
  const Icon = MENU_ICONS[path];
  return Icon ? <Icon {...props} /> : <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" />;
}
