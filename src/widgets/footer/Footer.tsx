/**
 * The footer: two labels, the interface version (GET version.json
 * next to the page) and the API version (GET {api}/version.json), re-translated on language change.
 * A version that cannot be read shows as 'unknown'.
 */
import { useEffect, useState } from 'react';
import { serviceUrl } from '../../core/config';
import { http } from '../../core/http';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';

export const footerStyles = css`
  :host {
    display: block;
    color: var(--_casino-footer-color);
    background: var(--_casino-footer-background);
    border-top: 1px solid var(--_casino-color-border);
    font-size: 0.85em;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px calc(var(--_casino-spacing) * 2);
    padding: var(--_casino-spacing) calc(var(--_casino-spacing) * 2);
  }
`;

interface Version {
  version?: string;
}

type Loaded = { state: 'loading' } | { state: 'done'; version: string } | { state: 'failed' };

/** The `version` field of a version.json; a failure leaves the label 'unknown'. */
function useVersion(load: () => Promise<Version | undefined>): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    load().then(
      (body) =>
        alive &&
        setLoaded(body?.version ? { state: 'done', version: String(body.version) } : { state: 'failed' }),
      () => alive && setLoaded({ state: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return loaded;
}

const loadInterfaceVersion = () => http.get<Version>(new URL('version.json', document.baseURI).href);
const loadApiVersion = () => http.get<Version>(serviceUrl('api', '/version.json'));

export function Footer() {
  const t = useT();
  const ui = useVersion(loadInterfaceVersion);
  const api = useVersion(loadApiVersion);
  const text = (loaded: Loaded) =>
    loaded.state === 'done'
      ? loaded.version
      : loaded.state === 'failed'
        ? t('app.shell.footer.unknown-version')
        : '…';
  return (
    <footer part="footer">
      <span part="interface-version">{t('app.shell.footer.interface-version', { version: text(ui) })}</span>
      <span part="api-version">{t('app.shell.footer.api-version', { version: text(api) })}</span>
    </footer>
  );
}
