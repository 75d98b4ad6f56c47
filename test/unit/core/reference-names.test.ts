import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countryName,
  currencyName,
  languageName,
  timezoneName,
  utcOffsetLabel,
} from '../../../src/core/reference/names';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reference names are shown in the interface language', () => {
  it('currencies, countries and languages by their id, in Chinese and in English', () => {
    expect(currencyName('EUR', 'Euro', 'zh-cn')).toBe('欧元');
    expect(currencyName('EUR', 'Euro', 'en')).toBe('Euro');
    expect(countryName('MT', 'Malta', 'zh-cn')).toBe('马耳他');
    expect(languageName('en', 'English', 'zh-cn')).toBe('英语');
  });

  it('a time zone: its standard offset, its long name in the language and its id', () => {
    const server = '(UTC+01:00) Valletta, Rome, Berlin, Madrid';
    expect(timezoneName('Europe/Malta', server, 'zh-cn', 60)).toBe('(UTC+01:00) 中欧时间 — Europe/Malta');
    expect(timezoneName('Europe/Malta', server, 'en', 60)).toBe(
      '(UTC+01:00) Central European Time — Europe/Malta',
    );
    expect(timezoneName('America/Sao_Paulo', '(UTC-03:00) Brasília', 'zh-cn', -180)).toMatch(
      /^\(UTC-03:00\) \p{Script=Han}+ — America\/Sao_Paulo$/u,
    );
  });

  it('a zone whose generic name is only an offset takes its long name (UTC)', () => {
    expect(timezoneName('Etc/UTC', '(UTC) Coordinated Universal Time', 'zh-cn', 0)).toBe(
      '(UTC) 协调世界时 — Etc/UTC',
    );
  });

  it('offsets are written (UTC±hh:mm)', () => {
    expect(utcOffsetLabel(0)).toBe('(UTC)');
    expect(utcOffsetLabel(330)).toBe('(UTC+05:30)');
    expect(utcOffsetLabel(-210)).toBe('(UTC-03:30)');
  });
});

describe('when a name cannot be translated, the untranslated name is kept and the failure logged', () => {
  it('a currency the browser does not know keeps the server name, logged once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(currencyName('ZZZ', 'Casino credits', 'zh-cn')).toBe('Casino credits');
    expect(currencyName('ZZZ', 'Casino credits', 'zh-cn')).toBe('Casino credits');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain('ZZZ');
  });

  it('MBT, which has no ISO code and so no name in the browser, has its own: Millibitcoin / 毫比特币', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(currencyName('MBT', 'Millibitcoin', 'en')).toBe('Millibitcoin');
    expect(currencyName('MBT', 'Millibitcoin', 'zh-cn')).toBe('毫比特币');
    expect(error).not.toHaveBeenCalled();
  });

  it('an id that is not a valid code keeps the server name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(countryName('not a region', 'Somewhere', 'zh-cn')).toBe('Somewhere');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a time zone the browser does not know keeps the server name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(timezoneName('Mars/Olympus_Mons', '(UTC+00:00) Olympus Mons', 'zh-cn', 0)).toBe(
      '(UTC+00:00) Olympus Mons',
    );
    expect(error).toHaveBeenCalledTimes(1);
  });
});
