/**
 * What the performance reports add to the report rules: the field texts of a calendar day of the
 * agent's time zone and of the game client technology, and the channel and technology parameters.
 */
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../../src/core/areas/reports/definitions';
import { fieldText } from '../../../src/core/areas/reports/fields';
import { paramsToQuery, readParams, requestBody } from '../../../src/core/areas/reports/params';

const ctx = { language: 'en', timeZone: 'Pacific/Auckland', t: (key: string) => key };

describe('field texts of the performance reports', () => {
  it('a day is shown as day/month/2-digit year, the same day whatever the time zone', () => {
    expect(fieldText('day', '2026-03-05', ctx)).toBe('05/03/26');
    expect(fieldText('day', '2026-03-05', { ...ctx, timeZone: 'America/Los_Angeles' })).toBe('05/03/26');
  });

  it('a text that is no day shows nothing rather than a wrong day', () => {
    expect(fieldText('day', '5 March', ctx)).toBe('');
  });

  it('technologies 1 to 3 are translated (from a number or the CSV’s text); none shows nothing', () => {
    expect(fieldText('technology', 1, ctx)).toBe('app.reports.technologies.cpp');
    expect(fieldText('technology', '2', ctx)).toBe('app.reports.technologies.flash');
    expect(fieldText('technology', 3, ctx)).toBe('app.reports.technologies.html5');
    expect(fieldText('technology', null, ctx)).toBe('');
  });
});

describe('the channel and technology parameters', () => {
  const activity = REPORTS['game-activity'];
  const OWN = '11111111-1111-4111-8111-111111111111';

  it('start at every channel (-999) and every technology (0, the game technology code for all)', () => {
    const p = readParams(activity, {});
    expect([p.channel, p.technology]).toEqual(['-999', '0']);
    expect(requestBody(activity, OWN, p, '2026-03-04')).toMatchObject({ channel: -999, technology: 0 });
  });

  it('a channel and a technology travel in the URL and the request as their codes', () => {
    const p = readParams(activity, { channel: '2', technology: '1' });
    expect(paramsToQuery(activity, p)).toMatchObject({ channel: '2', technology: '1' });
    expect(requestBody(activity, OWN, p, '2026-03-04')).toMatchObject({ channel: 2, technology: 1 });
  });

  it('a code that is no channel or technology keeps the default', () => {
    const p = readParams(activity, { channel: '5', technology: '4' });
    expect([p.channel, p.technology]).toEqual(['-999', '0']);
    expect(readParams(activity, { channel: 'x', technology: '-1' }).technology).toBe('0');
  });

  it('a report without them neither reads nor sends them', () => {
    const history = REPORTS['game-history'];
    const p = readParams(history, { channel: '2', technology: '1' });
    expect([p.channel, p.technology]).toEqual(['-999', '0']);
    expect(requestBody(history, OWN, p, '2026-03-04')).not.toHaveProperty('channel');
    expect(paramsToQuery(history, p)).not.toHaveProperty('technology');
  });
});

describe('the cafe parameter', () => {
  const cafes = REPORTS['cafe-summary'];
  const CAFE = 'ABCDEF12-3456-4789-8abc-def012345678';

  it('starts at every cafe; a cafe id travels in the URL and the request', () => {
    expect(readParams(cafes, {}).pos).toBe('-999');
    const p = readParams(cafes, { pos: CAFE });
    expect(paramsToQuery(cafes, p)).toMatchObject({ pos: CAFE.toLowerCase() });
    expect(requestBody(cafes, '11111111-1111-4111-8111-111111111111', p, '2026-03-04')).toMatchObject({
      posId: CAFE.toLowerCase(),
    });
  });

  it('a value that is no cafe id keeps every cafe', () => {
    expect(readParams(cafes, { pos: 'Central Cafe' }).pos).toBe('-999');
  });
});
