/** The 'http-url' format of the contracts: a web address people or players are sent to. */
import { describe, expect, it } from 'vitest';
import { FORMATS, isHttpUrl } from '../../../src/core/contract/formats';

describe('an http-url is an absolute http or https address with a host', () => {
  it.each([
    'https://lobby.example.com',
    'http://lobby.example.com/play?lang=en#top',
    'https://lobby.example.com:8443/a/b',
    'HTTPS://LOBBY.EXAMPLE.COM/',
    'http://127.0.0.1:8080/lobby',
    'https://大堂.example/',
  ])('%s is accepted', (text) => {
    expect(isHttpUrl(text)).toBe(true);
  });
  it.each([
    ['another scheme', 'javascript:alert(1)'],
    ['another scheme', 'ftp://files.example.com/'],
    ['no scheme', 'lobby.example.com'],
    ['a relative address', '/lobby'],
    ['no host', 'https://'],
    ['no host', 'http:///path'],
    ['credentials', 'https://user:secret@lobby.example.com/'],
    ['credentials', 'https://user@lobby.example.com/'],
    ['a leading space', ' https://lobby.example.com'],
    ['a space inside', 'https://lobby.example.com/a b'],
    ['a line break', 'https://lobby.example.com/\n'],
    ['a backslash', 'https://lobby.example.com\\play'],
    ['a control character', 'https://lobby.example.com/\u0007'],
    ['nothing', ''],
  ])('%s is refused: %j', (_why, text) => {
    expect(isHttpUrl(text)).toBe(false);
  });
  it('is a named format with its translated message', () => {
    expect(FORMATS['http-url']).toEqual({ test: isHttpUrl, key: 'validation.httpUrl' });
  });
});
