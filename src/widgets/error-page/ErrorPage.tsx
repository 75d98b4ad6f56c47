/**
 * The error pages of the auth layout: a translated
 * title and message for the code, and a link back to the start page (the router's root).
 */
import type { MouseEvent } from 'react';
import { hrefOf } from '../../core/router';
import { useNavigate } from '../shared/host';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';

export const errorPageStyles = css`
  :host {
    display: grid;
    place-items: center;
    min-height: var(--casino-error-page-min-height, 50vh);
    padding: calc(var(--_casino-spacing) * 3);
    text-align: center;
  }
  .code {
    margin: 0;
    font-size: clamp(3rem, 12vw, 6rem);
    font-weight: 700;
    line-height: 1;
    color: var(--_casino-color-primary);
    opacity: 0.85;
  }
  h1 {
    margin: var(--_casino-spacing) 0 4px;
    font-size: 1.4em;
  }
  p {
    margin: 0 0 calc(var(--_casino-spacing) * 2);
    color: var(--_casino-color-text-muted);
  }
`;

export type ErrorCode = '404' | '500';

export interface ErrorPageProps {
  /** 404 (page not found, the default) or 500 (server error). */
  code?: string | number;
}

function normalise(code: ErrorPageProps['code']): ErrorCode {
  return String(code ?? '').trim() === '500' ? '500' : '404';
}

function goHome(event: MouseEvent<HTMLAnchorElement>, navigate: (url: string) => void) {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate('/');
}

export function ErrorPage({ code }: ErrorPageProps) {
  const navigate = useNavigate();
  const t = useT();
  const which = normalise(code);
  return (
    <section part="page" role="alert" aria-labelledby="casino-error-title">
      <p className="code" part="code" aria-hidden="true">
        {which}
      </p>
      <h1 id="casino-error-title" part="title">
        {t(`app.shell.error-page.${which}-title`)}
      </h1>
      <p part="message">{t(`app.shell.error-page.${which}-message`)}</p>
      <a href={hrefOf('/')} part="home" onClick={(event) => goHome(event, navigate)}>
        {t('app.shell.error-page.home')}
      </a>
    </section>
  );
}
