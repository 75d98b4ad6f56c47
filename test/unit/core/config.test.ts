/** The configuration of the elements and its errors, rule by rule. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  config,
  configError,
  configure,
  DEFAULT_CONFIG,
  loadConfig,
  requireConfig,
  resetConfigForTests,
  serviceUrl,
  whenConfigured,
} from '../../../src/core/config';
import { fetchMock } from '../../support/fetch-mock';

beforeEach(() => {
  resetConfigForTests();
  fetchMock.install();
});
afterEach(() => {
  fetchMock.restore();
  document.querySelectorAll('base').forEach((b) => b.remove());
});

describe('configure(config): partial objects merge over defaults', () => {
  it('keeps the defaults for keys the partial object leaves out', () => {
    const result = configure({ apiUrl: 'https://api.example.com', gameTypes: { slot: '1,2' } as never });
    expect(result.apiTimeOut).toBe(DEFAULT_CONFIG.apiTimeOut);
    expect(result.gameTypes.slot).toBe('1,2');
    expect(result.gameTypes.blackjack).toBe(DEFAULT_CONFIG.gameTypes.blackjack);
    expect(config.value).toEqual(result);
  });

  it('the default request time-out is 35000 ms', () => {
    expect(configure({}).apiTimeOut).toBe(35000);
  });
});

describe('first found wins: configure() wins over config-src and config.json', () => {
  it('loadConfig() is a no-op once configured', async () => {
    configure({ apiUrl: 'https://configured.example.com' });
    const loaded = await loadConfig('other.json');
    expect(fetchMock.calls).toEqual([]);
    expect(loaded.apiUrl).toBe('https://configured.example.com');
  });

  it('configure() during a load in flight is kept when the file arrives', async () => {
    const file = fetchMock.hold();
    const loading = loadConfig();
    configure({ apiUrl: 'https://configured.example.com' });
    file.release({ body: { apiUrl: 'https://file.example.com' } });
    expect((await loading).apiUrl).toBe('https://configured.example.com');
    expect(config.value?.apiUrl).toBe('https://configured.example.com');
  });
});

describe('config-src: a URL of a JSON file', () => {
  it('fetches the given URL and merges it over the defaults', async () => {
    fetchMock.answer({ body: { reportServiceUrl: 'https://reports.example.com', apiTimeOut: 5000 } });
    const loaded = await loadConfig('https://cdn.example.com/casino/config.json');
    expect(fetchMock.calls[0].input).toBe('https://cdn.example.com/casino/config.json');
    expect(loaded.reportServiceUrl).toBe('https://reports.example.com');
    expect(loaded.apiTimeOut).toBe(5000);
    expect(loaded.creditRefreshInterval).toBe(DEFAULT_CONFIG.creditRefreshInterval);
  });

  it('concurrent loads (several elements) share one request', async () => {
    fetchMock.answer({ body: {} });
    await Promise.all([loadConfig('a.json'), loadConfig('a.json')]);
    expect(fetchMock.calls).toHaveLength(1);
  });
});

describe("'config.json' relative to the page", () => {
  it('without config-src, loads config.json next to the page', async () => {
    const base = document.createElement('base');
    base.href = 'http://localhost:3000/console/index.html';
    document.head.append(base);
    fetchMock.answer({ body: {} });
    await loadConfig();
    expect(fetchMock.calls[0].input).toBe('http://localhost:3000/console/config.json');
  });
});

describe("a failed load shows 'could not load file' with the HTTP status", () => {
  it('sets configError and rejects with the message carrying the status', async () => {
    fetchMock.answer(new Response('missing', { status: 404, statusText: 'Not Found' }));
    await expect(loadConfig()).rejects.toThrow('could not load file (404 Not Found)');
    expect(configError.value).toBe('could not load file (404 Not Found)');
    expect(config.value).toBeNull();
  });

  it('a later load may succeed and clears the error', async () => {
    fetchMock.answer(new Response('', { status: 500 }));
    await expect(loadConfig()).rejects.toThrow(/^could not load file \(500/);
    fetchMock.answer({ body: { apiUrl: 'https://api.example.com' } });
    await loadConfig();
    expect(configError.value).toBeNull();
    expect(config.value?.apiUrl).toBe('https://api.example.com');
  });
});

describe("using the config before it is loaded is 'Could not find config, did you load it?'", () => {
  it('requireConfig() throws exactly that message', () => {
    expect(() => requireConfig()).toThrow(new Error('Could not find config, did you load it?'));
  });

  it('serviceUrl() before loading throws it too', () => {
    expect(() => serviceUrl('api', '/api/agents')).toThrow('Could not find config, did you load it?');
  });

  it('requireConfig() returns the config once loaded', () => {
    configure({ mapsKey: 'k' });
    expect(requireConfig().mapsKey).toBe('k');
  });
});

describe('config is a signal; whenConfigured() resolves when it is set', () => {
  it('config reads null until loaded', () => {
    expect(config.value).toBeNull();
  });

  it('whenConfigured() waits for configure()', async () => {
    let resolved = false;
    const waiting = whenConfigured().then((c) => {
      resolved = true;
      return c;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    configure({ mapsKey: 'later' });
    expect((await waiting).mapsKey).toBe('later');
  });
});

describe('a relative URL resolves against the page; every service may sit on its own origin', () => {
  it('resolves relative service bases against document.baseURI', () => {
    const base = document.createElement('base');
    base.href = 'http://localhost:3000/console/';
    document.head.append(base);
    const c = configure({ apiUrl: 'backend/', reportServiceUrl: '/reports' });
    expect(c.apiUrl).toBe('http://localhost:3000/console/backend');
    expect(c.reportServiceUrl).toBe('http://localhost:3000/reports');
  });

  it('keeps absolute, cross-origin service URLs', () => {
    const c = configure({ reportServiceUrl: 'https://reports.partner.example/' });
    expect(serviceUrl('report', '/api/report/slotdetail')).toBe(
      'https://reports.partner.example/api/report/slotdetail',
    );
    expect(c.reportServiceUrl).toBe('https://reports.partner.example');
  });
});

describe('serviceUrl(service, path) joins base and path without double slashes', () => {
  it('one slash whatever slashes base and path carry', () => {
    configure({ apiUrl: 'https://api.example.com/v1/', identityServiceUrl: 'https://id.example.com' });
    expect(serviceUrl('api', '/api/agents')).toBe('https://api.example.com/v1/api/agents');
    expect(serviceUrl('api', 'api/agents')).toBe('https://api.example.com/v1/api/agents');
    expect(serviceUrl('identity', '//connect/token')).toBe('https://id.example.com/connect/token');
  });

  it('an image CDN base ending in a slash still gives one slash (as config.json serves it)', () => {
    configure({ imageCdnBase: 'https://img.example/cdn/' });
    expect(serviceUrl('imageCdn', '/cards/sprite.svg')).toBe('https://img.example/cdn/cards/sprite.svg');
  });

  it("an empty base ('' = same origin) gives the path on the page's origin", () => {
    configure({});
    expect(serviceUrl('casinoManagement', '/api/language')).toBe('http://localhost:3000/api/language');
  });

  it('each service uses its own base', () => {
    configure({
      apiUrl: 'https://a.example',
      identityServiceUrl: 'https://i.example',
      casinoManagementServiceUrl: 'https://c.example',
      reportServiceUrl: 'https://r.example',
      imageCdnBase: 'https://img.example',
    });
    expect(serviceUrl('api', 'x')).toBe('https://a.example/x');
    expect(serviceUrl('identity', 'x')).toBe('https://i.example/x');
    expect(serviceUrl('casinoManagement', 'x')).toBe('https://c.example/x');
    expect(serviceUrl('report', 'x')).toBe('https://r.example/x');
    expect(serviceUrl('imageCdn', 'cards.png')).toBe('https://img.example/cards.png');
  });
});
