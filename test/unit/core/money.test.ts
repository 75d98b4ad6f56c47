import { describe, expect, it } from 'vitest';
import {
  amountRefusalMessage,
  amountWithinMax,
  centsToNumber,
  centsToText,
  MAX_AMOUNT,
  MAX_AMOUNT_CENTS,
  MAX_AMOUNT_TEXT,
  readAmount,
} from '../../../src/core/money';

describe('amounts: digits with up to 2 decimals, a sign only where the field takes one', () => {
  it.each(['0', '5', '125', '125.5', '125.50', '007', '9999999999999.99'])('%s is an amount', (text) => {
    expect(readAmount(text)).toMatchObject({ ok: true });
  });
  it('an amount is read to exact cents and canonical text', () => {
    expect(readAmount('125.5')).toEqual({ ok: true, cents: 12550, text: '125.50' });
    expect(readAmount('007')).toEqual({ ok: true, cents: 700, text: '7.00' });
    expect(readAmount('-3.05', { signed: true })).toEqual({ ok: true, cents: -305, text: '-3.05' });
    expect(readAmount('+3', { signed: true })).toEqual({ ok: true, cents: 300, text: '3.00' });
    expect(readAmount('-0', { signed: true })).toEqual({ ok: true, cents: 0, text: '0.00' });
  });
  it.each([
    '0x10',
    '0b11',
    '0o7',
    '1e2',
    '1.5e1',
    '-1e2',
    '.5',
    '5.',
    ' 5',
    '5 ',
    '1,000',
    '1.234',
    '',
    '+',
    'NaN',
    'Infinity',
    '٣',
  ])('%j is not an amount', (text) => {
    expect(readAmount(text, { signed: true })).toEqual({ ok: false, reason: 'format' });
  });
  it('a list, a boolean, null or an object is not an amount, even around a valid one', () => {
    for (const value of [[5], ['5'], true, null, undefined, { amount: 5 }])
      expect(readAmount(value)).toEqual({ ok: false, reason: 'format' });
  });
  it('a sign is refused where the field takes none', () => {
    expect(readAmount('-5')).toEqual({ ok: false, reason: 'sign' });
    expect(readAmount('+5')).toEqual({ ok: false, reason: 'sign' });
    expect(readAmount(-5)).toEqual({ ok: false, reason: 'sign' });
  });
  it('a JSON number is judged by its shortest decimal form', () => {
    expect(readAmount(12.5)).toEqual({ ok: true, cents: 1250, text: '12.50' });
    expect(readAmount(0.1 + 0.2)).toEqual({ ok: false, reason: 'format' });
    expect(readAmount(1e21)).toEqual({ ok: false, reason: 'format' });
    expect(readAmount(Number.NaN)).toEqual({ ok: false, reason: 'format' });
  });
});

describe('every stored balance and amount is at most 9 999 999 999 999.99', () => {
  it('the maximum has 15 significant digits and survives a JSON round trip exactly', () => {
    expect(MAX_AMOUNT_TEXT.replace('.', '')).toHaveLength(15);
    expect(JSON.stringify(MAX_AMOUNT)).toBe(MAX_AMOUNT_TEXT);
    expect(MAX_AMOUNT_CENTS).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
  it('every amount in range comes back from its cents with the same digits', () => {
    for (const text of [
      '9999999999999.99',
      '9999999999999.90',
      '1234567890123.45',
      '0.01',
      '5000000000000.07',
    ]) {
      const read = readAmount(text);
      if (!read.ok) throw new Error(text);
      expect(String(centsToNumber(read.cents))).toBe(text.replace(/\.?0+$/, ''));
      expect(centsToText(read.cents)).toBe(text);
    }
  });
  it('above the maximum is refused with its own reason', () => {
    expect(readAmount('10000000000000')).toEqual({ ok: false, reason: 'max' });
    expect(readAmount('999999999999999.99')).toEqual({ ok: false, reason: 'max' });
    expect(readAmount('9999999999999999999999999999')).toEqual({ ok: false, reason: 'max' });
    expect(amountWithinMax(MAX_AMOUNT)).toBe(true);
    expect(amountWithinMax(10_000_000_000_000)).toBe(false);
    expect(amountRefusalMessage('max')).toBe('must be at most 9999999999999.99');
  });
});
