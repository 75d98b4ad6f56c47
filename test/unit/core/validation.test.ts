import { describe, expect, it } from 'vitest';

import en from '../../../src/core/i18n/locales/en/validation.json';
import zh from '../../../src/core/i18n/locales/zh-cn/validation.json';
import {
  EMPTY_GUID,
  PATTERNS,
  VALIDATION_KEYS,
  isValid,
  parseAmount,
  passwordsMatch,
  round2,
  validate,
  validateField,
  validationError,
  type PatternName,
} from '../../../src/core/validation';

const CASES: Record<PatternName, { rule: string; accepted: string[]; refused: string[] }> = {
  email: {
    rule: 'e-mail (empty allowed)',
    accepted: ['', 'jane.doe@example.com', 'ops+casino@mail.example.co.uk', 'A_B-1@x-y.io'],
    refused: ['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@exa mple.com'],
  },
  ipCidr: {
    rule: 'IP with mandatory CIDR suffix 0-32 (octets 0-255)',
    accepted: ['10.0.0.0/8', '192.168.1.0/24', '0.0.0.0/0', '255.255.255.255/32', '8.8.8.8/32'],
    refused: [
      '10.0.0.1',
      '256.1.1.1/8',
      '1.2.3.4/33',
      '1.2.3/8',
      '1.2.3.4.5/8',
      '1.2.3.4/',
      'a.b.c.d/8',
      ' 1.2.3.4/8',
    ],
  },
  walletId: {
    rule: 'wallet id (letters, digits, hyphen, underscore, dot, at least one)',
    accepted: ['a', 'wallet-01', 'my_wallet.v2', 'ABC.def-9_x'],
    refused: ['', 'wallet 01', 'wallet/01', 'wallet#1', 'wallet@x'],
  },
  wholeNumber: {
    rule: 'whole number',
    accepted: ['0', '7', '1234567'],
    refused: ['', '-1', '1.5', '+3', '1e3', 'abc'],
  },
  signedDecimal: {
    rule: 'signed decimal',
    accepted: ['0', '-1', '+2', '3.25', '-0.5', '.5'],
    refused: ['', '-', '1.', '1.2.3', '--1', 'abc', '1,5'],
  },
  nonNegativeDecimal: {
    rule: 'non-negative decimal with optional plus',
    accepted: ['0', '+0', '12', '+12.5', '0.001', '.5'],
    refused: ['', '-1', '-0.5', '+', '1.', 'abc', '++1'],
  },
  currencyAmount: {
    rule: 'currency amount (digits with up to 2 decimals)',
    accepted: ['0', '10', '10.5', '10.55', '1234567.89'],
    refused: ['', '10.555', '-10', '+10', '10.', '.5', '1,000'],
  },
  posUserPassword: {
    rule: 'POS user password (>= 6 characters, starts with a letter or digit, one lowercase, one uppercase, one digit, listed specials)',
    accepted: ['Abc123', '1abcDE', 'aB3!@#$%^&*()_+-=.,?', 'Secret9.'],
    refused: ['Ab12c', 'abc123', 'ABC123', 'Abcdef', '!Abc123', 'Abc 123', 'Abc123~', 'Abc123/'],
  },
  userName: {
    rule: 'console user name (3-64 characters: letters, digits, . _ - @, starting with a letter or digit)',
    accepted: ['admin', 'jane.doe', 'ops@aurora', 'a_1', '9lives', 'x'.repeat(64)],
    refused: ['', 'ab', '.jane', '-jane', 'jane doe', 'jane#1', 'jané', 'x'.repeat(65)],
  },
  userPassword: {
    rule: 'console user password (8-128 characters, one lowercase, one uppercase, one digit)',
    accepted: ['Admin123!', 'abcDEF12', 'Long pass phrase 9', 'Ünïcode Pass 1', 'aA1' + 'x'.repeat(125)],
    refused: ['', 'Abc1234', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc\u00001234', 'aA1' + 'x'.repeat(126)],
  },
  guid: {
    rule: 'GUID (8-4-4-4-12 hex)',
    accepted: ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', '3F2504E0-4F89-11D3-9A0C-0305E82C3301', EMPTY_GUID],
    refused: [
      '',
      '3f2504e0-4f89-11d3-9a0c-0305e82c330',
      '3f2504e04f8911d39a0c0305e82c3301',
      'g f2504e0-4f89-11d3-9a0c-0305e82c3301',
      '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
    ],
  },
};

describe('the validation patterns', () => {
  it('every exported pattern has accepted and refused examples here', () => {
    expect(Object.keys(PATTERNS).sort()).toEqual(Object.keys(CASES).sort());
  });

  describe.each(Object.entries(CASES) as [PatternName, (typeof CASES)[PatternName]][])('%s', (name, c) => {
    it.each(c.accepted)(`${c.rule}: accepts %j`, (value) => {
      expect(PATTERNS[name].test(value)).toBe(true);
      expect(isValid(name, value)).toBe(true);
    });
    it.each(c.refused)(`${c.rule}: refuses %j`, (value) => {
      expect(PATTERNS[name].test(value)).toBe(false);
      expect(isValid(name, value)).toBe(false);
    });
  });

  it('isValid treats null and undefined as the empty string', () => {
    expect(isValid('email', null)).toBe(true);
    expect(isValid('walletId', undefined)).toBe(false);
    expect(isValid('wholeNumber', 42)).toBe(true);
  });
});

describe('validate: returns the first failing error key', () => {
  it('a required field left empty (or blank) gives validation.required', () => {
    expect(validate('', { required: true })).toBe('validation.required');
    expect(validate('   ', { required: true, pattern: 'email' })).toBe('validation.required');
    expect(validate(null, { required: true })).toBe('validation.required');
  });

  it('an optional field left empty is valid, whatever its pattern', () => {
    expect(validate('', { pattern: 'ipCidr' })).toBeNull();
    expect(validate(undefined, { pattern: 'wholeNumber', min: 1 })).toBeNull();
  });

  it('a value refused by its pattern gives validation.<pattern>', () => {
    expect(validate('jane@', { pattern: 'email' })).toBe('validation.email');
    expect(validate('10.0.0.1', { required: true, pattern: 'ipCidr' })).toBe('validation.ipCidr');
    expect(validate('w w', { pattern: 'walletId' })).toBe('validation.walletId');
    expect(validate('1.5', { pattern: 'wholeNumber' })).toBe('validation.wholeNumber');
    expect(validate('x', { pattern: 'signedDecimal' })).toBe('validation.signedDecimal');
    expect(validate('-1', { pattern: 'nonNegativeDecimal' })).toBe('validation.nonNegativeDecimal');
    expect(validate('1.234', { pattern: 'currencyAmount' })).toBe('validation.currencyAmount');
    expect(validate('abc123', { pattern: 'posUserPassword' })).toBe('validation.posUserPassword');
    expect(validate('not-a-guid', { pattern: 'guid' })).toBe('validation.guid');
  });

  it('a value accepted by every rule gives null', () => {
    expect(validate('10.0.0.0/8', { required: true, pattern: 'ipCidr' })).toBeNull();
    expect(validate(12.5, { pattern: 'currencyAmount', min: 0, max: 100 })).toBeNull();
  });

  it('several patterns must all match; the first failing one is reported', () => {
    expect(validate('12.5', { pattern: ['nonNegativeDecimal', 'currencyAmount'] })).toBeNull();
    expect(validate('12.555', { pattern: ['nonNegativeDecimal', 'currencyAmount'] })).toBe(
      'validation.currencyAmount',
    );
    expect(validate('-12.555', { pattern: ['nonNegativeDecimal', 'currencyAmount'] })).toBe(
      'validation.nonNegativeDecimal',
    );
  });

  it('lengths give validation.minLength / validation.maxLength with their limit', () => {
    expect(validationError('ab', { minLength: 3 })).toEqual({
      key: 'validation.minLength',
      params: { min: 3 },
    });
    expect(validationError('abcd', { maxLength: 3 })).toEqual({
      key: 'validation.maxLength',
      params: { max: 3 },
    });
    expect(validate('abc', { minLength: 3, maxLength: 3 })).toBeNull();
  });

  it('numeric limits give validation.min / validation.max, a non-number validation.number', () => {
    expect(validationError('0', { min: 1 })).toEqual({ key: 'validation.min', params: { min: 1 } });
    expect(validationError('101', { max: 100 })).toEqual({ key: 'validation.max', params: { max: 100 } });
    expect(validate('abc', { min: 1 })).toBe('validation.number');
    expect(validate('1', { min: 1, max: 1 })).toBeNull();
  });

  it('visible text: control characters, lone surrogates and invisible-only text give validation.visibleText', () => {
    for (const text of ['\u200b', 'a\u0000b', 'x\ud83c', 'tab\t'])
      expect(validate(text, { visibleText: true })).toBe('validation.visibleText');
    expect(validate('Aurora 网点', { visibleText: true })).toBeNull();
    expect(validate(' ', { required: true, visibleText: true })).toBe('validation.required');
  });

  it('rules are checked in order: required, pattern, length, numeric limits, match', () => {
    expect(validate('1.234', { pattern: 'currencyAmount', maxLength: 2 })).toBe('validation.currencyAmount');
    expect(validate('1234', { pattern: 'currencyAmount', maxLength: 2, max: 10 })).toBe(
      'validation.maxLength',
    );
    expect(validate('Abc12', { pattern: 'posUserPassword', matches: 'x' })).toBe(
      'validation.posUserPassword',
    );
  });

  it('validateField takes (rules, value) and answers like validate', () => {
    expect(validateField({ required: true }, '')).toBe('validation.required');
    expect(validateField({ pattern: 'ipCidr' }, '1.2.3.4/33')).toBe('validation.ipCidr');
    expect(validateField({ pattern: 'ipCidr' }, '1.2.3.4/32')).toBeNull();
  });
});

describe('confirm-password must equal password; on mismatch the error is MatchPassword', () => {
  it('passwordsMatch is true only for identical strings (case-sensitive)', () => {
    expect(passwordsMatch('Abc123', 'Abc123')).toBe(true);
    expect(passwordsMatch('Abc123', 'abc123')).toBe(false);
    expect(passwordsMatch('Abc123', 'Abc123 ')).toBe(false);
    expect(passwordsMatch(null, '')).toBe(true);
  });

  it('a confirmation different from the password gives validation.MatchPassword', () => {
    expect(validate('Abc124', { required: true, matches: 'Abc123' })).toBe('validation.MatchPassword');
    expect(validate('Abc123', { required: true, matches: 'Abc123' })).toBeNull();
  });

  it('an empty confirmation of a non-empty password is a mismatch', () => {
    expect(validate('', { matches: 'Abc123' })).toBe('validation.MatchPassword');
    expect(validate('', { matches: '' })).toBeNull();
  });
});

describe('credit amount is rounded to 2 decimals (half away from zero, no float error)', () => {
  it.each([
    [125.555, 125.56],
    [1.005, 1.01],
    [1.255, 1.26],
    [8.345, 8.35],
    [0.125, 0.13],
    [10, 10],
    [10.004, 10],
    [2.675, 2.68],
  ])('round2(%s) = %s', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it('negative values round half away from zero', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(-125.555)).toBe(-125.56);
    expect(round2(-0.001)).toBe(0);
    expect(Object.is(round2(-0.001), -0)).toBe(false);
  });

  it('tiny and huge values do not break on exponent notation', () => {
    expect(round2(1e-7)).toBe(0);
    expect(round2(1e21)).toBe(1e21);
    expect(round2(123456789012.345)).toBe(123456789012.35);
  });

  it('non-finite values are returned unchanged', () => {
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Infinity)).toBe(Infinity);
  });
});

describe('parseAmount reads a typed amount', () => {
  it.each([
    ['12', 12],
    [' 12.50 ', 12.5],
    ['+3', 3],
    ['-0.5', -0.5],
    ['.5', 0.5],
    ['1,234.50', 1234.5],
    ['1 234 567', 1234567],
  ])('%j -> %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', ' ', '-', 'abc', '12abc', '1.2.3', '1,23', '1.', '1e3'])(
    '%j is not an amount (null)',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it('a finite number passes through, NaN and null give null', () => {
    expect(parseAmount(7.25)).toBe(7.25);
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });
});

describe('error keys are translated in en and zh-cn', () => {
  const lookup = (tree: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

  it('every key validate can return has an English and a Chinese message', () => {
    for (const key of VALIDATION_KEYS) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(zh, key), `zh-cn ${key}`).toBe('string');
    }
  });

  it('every pattern has its validation.<pattern> key', () => {
    for (const name of Object.keys(PATTERNS)) expect(VALIDATION_KEYS).toContain(`validation.${name}`);
  });

  it('both languages have the same keys, and the Chinese messages are in Chinese', () => {
    expect(Object.keys(zh.validation).sort()).toEqual(Object.keys(en.validation).sort());
    for (const [key, message] of Object.entries(zh.validation))
      expect(message, `zh-cn validation.${key}`).toMatch(/[\u4e00-\u9fff]/);
  });

  it('messages with limits keep the same interpolation placeholders', () => {
    expect(en.validation.minLength).toContain('{{min}}');
    expect(zh.validation.minLength).toContain('{{min}}');
    expect(en.validation.max).toContain('{{max}}');
    expect(zh.validation.max).toContain('{{max}}');
  });
});
