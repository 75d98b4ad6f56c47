/**
 * CSV cells people open in a spreadsheet: RFC 4180 quoting, and no cell a spreadsheet would run as a
 * formula.
 */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvRow, defuseFormula } from '../../../src/core/csv';

describe('text a spreadsheet would run as a formula starts with an apostrophe', () => {
  for (const text of ['=1+2', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '  =1', '＝1', '＠x']) {
    it(`defuses ${JSON.stringify(text)}`, () => {
      expect(defuseFormula(text)).toBe(`'${text}`);
    });
  }
  it('leaves other text as it is', () => {
    for (const text of ['Aurora', '1=1', 'a-b', 'e@mail.example', '', '{"a":1}']) {
      expect(defuseFormula(text)).toBe(text);
    }
  });
  it('numbers stay numbers, negative ones included', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('a negative amount written as text is defused (it is text, not a number)', () => {
    expect(csvCell('-12.50')).toBe("'-12.50");
  });
});

describe('cells are quoted when they hold a separator, a quote, a line break or edge spaces', () => {
  it('quotes and doubles quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it('writes nothing for null, dates as ISO time, objects as JSON', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
    expect(csvCell(true)).toBe('true');
  });
});

describe('a file: byte-order mark, comma-separated rows, CRLF line ends', () => {
  it('joins rows', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,');
    expect(
      csvDocument([
        ['x', 'y'],
        ['代理', -1],
      ]),
    ).toBe(`${CSV_BOM}x,y\r\n代理,-1\r\n`);
  });
});
