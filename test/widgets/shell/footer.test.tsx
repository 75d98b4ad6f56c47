import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setLanguage } from '../../../src/core/i18n';
import '../../../src/widgets/footer/elements';
import { API } from '../../support/config';
import { findPart, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { part, text } from '../../support/shadow';

const INTERFACE_VERSION_URL = new URL('version.json', document.baseURI).href;

describe('casino-footer: interface version and API version, re-translated on language change', () => {
  beforeEach(() => setUp({ quiet: true }));
  afterEach(tearDown);

  it('shows the interface version of GET version.json and the API version of GET {api}/version.json', async () => {
    fetchMock.answer((call) => {
      if (call.url.href === INTERFACE_VERSION_URL) return { body: { version: '1.4.0' } };
      if (call.url.href === `${API}/version.json`) return { body: { version: '2.7.1' } };
      return undefined;
    });
    const element = await fixture<HTMLElement>(html`<casino-footer></casino-footer>`);
    const ui = await findPart(element, 'interface-version');
    const api = part(element, 'api-version') as HTMLElement;
    await waitUntil(() => text(ui).includes('1.4.0') && text(api).includes('2.7.1'), 'versions not shown');
    expect(text(ui)).to.equal('Interface version: 1.4.0');
    expect(text(api)).to.equal('API version: 2.7.1');
    expect(fetchMock.callsTo(`GET ${INTERFACE_VERSION_URL}`)).to.have.length(1);
    expect(fetchMock.callsTo(`GET ${API}/version.json`)).to.have.length(1);
  });

  it('re-translates both labels when the language changes', async () => {
    fetchMock.answer((call) =>
      call.url.pathname.endsWith('/version.json') ? { body: { version: '3.0.0' } } : undefined,
    );
    const element = await fixture<HTMLElement>(html`<casino-footer></casino-footer>`);
    await waitUntil(() => text(part(element, 'api-version')).includes('3.0.0'));
    await setLanguage('zh-cn');
    await waitUntil(
      () => text(part(element, 'interface-version')) === '界面版本：3.0.0',
      'not re-translated',
    );
    expect(text(part(element, 'api-version'))).to.equal('API 版本：3.0.0');
    await setLanguage('en');
    await waitUntil(() => text(part(element, 'api-version')) === 'API version: 3.0.0');
  });

  it('shows unknown for a version that cannot be read', async () => {
    fetchMock.answer((call) =>
      call.url.href === `${API}/version.json` ? { body: { version: '2.0.0' } } : undefined,
    );
    const element = await fixture<HTMLElement>(html`<casino-footer></casino-footer>`);
    await waitUntil(() => text(part(element, 'interface-version')) === 'Interface version: unknown');
    expect(text(part(element, 'api-version'))).to.equal('API version: 2.0.0');
  });
});
