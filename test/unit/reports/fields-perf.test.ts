/**
 * The field texts the performance reports add: a calendar day of the agent's time zone and the game
 * client technology.
 */
import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../src/core/areas/reports/fields';

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
