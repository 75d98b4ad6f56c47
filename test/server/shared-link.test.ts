import { describe, expect, it } from 'vitest';
import {
  createSharedLink,
  decryptRoundId,
  encryptRoundId,
  openSharedLink,
  sharedLinkKeys,
  signLinkToken,
} from '../../src/server/games/shared-link';

const keys = sharedLinkKeys(new TextEncoder().encode('a server secret for the tests only'));
const otherKeys = sharedLinkKeys(new TextEncoder().encode('another server secret'));
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** flips one character of a base64url text (keeps it base64url) */
const flip = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('shared link: the encrypted round identifier (AES-256-GCM)', () => {
  it('decrypts back to the round id', () => {
    expect(decryptRoundId(keys, encryptRoundId(keys, '73014500007'))).toBe('73014500007');
  });

  it('does not show the round id and differs on every link (random IV)', () => {
    const a = encryptRoundId(keys, '73014500007');
    const b = encryptRoundId(keys, '73014500007');
    expect(a).not.toContain('73014500007');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a changed, truncated or foreign link', () => {
    const link = encryptRoundId(keys, '73014500007');
    expect(decryptRoundId(keys, flip(link, 20))).toBeNull();
    expect(decryptRoundId(keys, link.slice(0, 20))).toBeNull();
    expect(decryptRoundId(keys, 'not base64url!')).toBeNull();
    expect(decryptRoundId(otherKeys, link)).toBeNull();
  });
});

describe('shared link: the access token (HMAC-signed expiry bound to the link)', () => {
  it('a valid token opens its link and gives the round id', () => {
    const link = createSharedLink(keys, '73014500056', 60, NOW);
    expect(openSharedLink(keys, link, NOW + 59 * 60_000)).toEqual({
      ok: true,
      betId: '73014500056',
      expiresAt: NOW + 60 * 60_000,
    });
  });

  it('an expired token is refused as expired', () => {
    const link = createSharedLink(keys, '73014500056', 60, NOW);
    expect(openSharedLink(keys, link, NOW + 60 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a token whose expiry was pushed forward is refused as tampered', () => {
    const link = createSharedLink(keys, '73014500056', 1, NOW);
    const [, mac] = link.token.split('.');
    const forged = `${(NOW + 365 * 24 * 3_600_000).toString(36)}.${mac}`;
    expect(openSharedLink(keys, { encryptedLink: link.encryptedLink, token: forged }, NOW)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('a token made for another link does not open this one', () => {
    const a = createSharedLink(keys, '73014500056', 60, NOW);
    const b = createSharedLink(keys, '73014500063', 60, NOW);
    expect(openSharedLink(keys, { encryptedLink: a.encryptedLink, token: b.token }, NOW)).toMatchObject({
      ok: false,
      reason: 'tampered',
    });
  });

  it('a changed encrypted link is refused even with a token signed for it by someone without the key', () => {
    const link = createSharedLink(keys, '73014500056', 60, NOW);
    const changed = flip(link.encryptedLink, 18);
    expect(openSharedLink(keys, { encryptedLink: changed, token: link.token }, NOW)).toMatchObject({
      ok: false,
    });
    const signedByOther = signLinkToken(otherKeys, changed, NOW + 60_000);
    expect(openSharedLink(keys, { encryptedLink: changed, token: signedByOther }, NOW)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('a malformed token is refused', () => {
    const link = createSharedLink(keys, '73014500056', 60, NOW);
    for (const token of ['', 'abc', `${link.token}x`, link.token.replace('.', '')]) {
      expect(openSharedLink(keys, { encryptedLink: link.encryptedLink, token }, NOW).ok).toBe(false);
    }
  });
});
