/**
 * The breadcrumbs of the current route: translated page
 * titles, root first. A crumb with a link navigates there through the router; a crumb whose link is
 * null (edit/:id, :posid/users/:posuserid/update) does nothing on click. The last crumb is the page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { breadcrumbs, type Breadcrumb } from '../../core/breadcrumbs';
import { hrefOf } from '../../core/router';
import { useNavigate } from '../shared/host';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';

export const breadcrumbsStyles = css`
  :host {
    display: block;
    min-width: 0;
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
    color: var(--_casino-ribbon-muted);
  }
  li + li::before {
    content: '/';
    color: var(--_casino-color-border);
  }
  a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    text-decoration: none;
  }
  a[href] {
    color: var(--_casino-ribbon-link);
  }
  a[href]:hover {
    text-decoration: underline;
  }
  a:not([href]) {
    color: inherit;
    cursor: default;
  }
  [aria-current='page'] {
    color: var(--_casino-ribbon-color);
    font-weight: 600;
  }
`;

function followCrumb(
  event: MouseEvent<HTMLAnchorElement>,
  crumb: Breadcrumb,
  navigate: (url: string) => void,
) {
  if (!crumb.link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(crumb.link);
}

export function Breadcrumbs() {
  useSignals();
  const navigate = useNavigate();
  const t = useT();
  const crumbs = breadcrumbs.value;
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('app.shell.ribbon.breadcrumbs')} part="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} part="crumb-item">
              <a
                part={crumb.link ? 'crumb' : 'crumb crumb-inert'}
                href={crumb.link ? hrefOf(crumb.link) : undefined}
                aria-current={last ? 'page' : undefined}
                onClick={(event) => followCrumb(event, crumb, navigate)}
              >
                {t(crumb.title)}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
