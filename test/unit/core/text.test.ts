import { describe, expect, it } from 'vitest';
import {
  hasForbiddenCharacter,
  isVisibleMultilineText,
  isVisibleText,
  textProblem,
} from '../../../src/core/text';

describe('stored text: no control characters, no lone surrogates, not invisible only', () => {
  it.each(['Aurora Europe', '网点 北京', 'Café São Paulo', 'O’Brien & Sons', 'Jackpot 🎰', 'x'])(
    '%j is accepted',
    (text) => {
      expect(textProblem(text)).toBeNull();
      expect(isVisibleText(text)).toBe(true);
    },
  );
  it('a NUL byte or another control character is refused', () => {
    for (const text of ['a\u0000b', 'tab\there', 'line\nbreak', 'bell\u0007', 'del\u007f', 'c1\u0085'])
      expect(textProblem(text)).toBe('control');
  });
  it('a bidirectional override (a name that reads as another) is refused', () => {
    expect(textProblem('abc\u202Etxt.exe')).toBe('control');
    expect(textProblem('a\u2066b')).toBe('control');
  });
  it('half of a surrogate pair is refused, a whole pair is not', () => {
    expect(textProblem('a\ud83c')).toBe('surrogate');
    expect(textProblem('\udfb0b')).toBe('surrogate');
    expect(textProblem('\ud83c\udfb0')).toBeNull();
  });
  it('text that is only zero-width spaces, other invisible characters or spaces is refused', () => {
    for (const text of ['\u200b', '\u200b\u200b', '\ufeff', ' \u00a0 ', '\u2060', '\u3164', '\u0301', ''])
      expect(textProblem(text)).toBe('invisible');
  });
  it('multi-line text may hold line breaks and tabs, but no other control characters', () => {
    expect(isVisibleMultilineText('first line\r\nsecond\tline')).toBe(true);
    expect(isVisibleMultilineText('a\u0000b')).toBe(false);
    expect(isVisibleMultilineText('\n\n')).toBe(false);
  });
  it('a NUL or a lone surrogate is a forbidden character anywhere', () => {
    expect(hasForbiddenCharacter('a\u0000')).toBe(true);
    expect(hasForbiddenCharacter('\ud800')).toBe(true);
    expect(hasForbiddenCharacter('tab\t')).toBe(false);
  });
});
