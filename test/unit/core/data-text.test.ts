/**
 * `dataText` (src/core/i18n/data-text.ts): a value that comes with data at run time is shown by its
 * text when the texts have one, else as it came (or the fallback given), never as a bare key.
 */
import { describe, expect, it } from 'vitest';
import { dataText, setLanguage, t } from '../../../src/core/i18n';

describe('dataText: the text of a value from data, falling back visibly', () => {
  it('a value with a text under the branch shows that text, in the current language', async () => {
    await setLanguage('en');
    expect(dataText(t, 'app.shared.labels', 'loading')).toBe(t('app.shared.labels.loading'));
    expect(dataText(t, 'app.shared.labels', 'loading')).not.toBe('app.shared.labels.loading');
  });

  it('a value without a text shows the value as it came, not the key', () => {
    expect(dataText(t, 'app.audit.kinds', 'casino.teleported')).toBe('casino.teleported');
  });

  it('a value without a text shows the fallback when one is given', () => {
    expect(dataText(t, 'app.page.claims.names', 'NoSuchClaim', 'No such claim')).toBe('No such claim');
  });

  it('without a branch, the value is the whole key (a key the data brings)', () => {
    expect(dataText(t, null, 'app.shared.labels.loading')).toBe(t('app.shared.labels.loading'));
    expect(dataText(t, null, 'Straight up 17')).toBe('Straight up 17');
  });
});
