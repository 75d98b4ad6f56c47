/**
 * Shared links of a game round: a public visitor holds
 * an encrypted round identifier and an access token, and needs no login.
 *
 * - encryptedLink: the bet id encrypted with AES-256-GCM (random 12-byte IV, 16-byte tag),
 *   base64url of `iv | ciphertext | tag`. GCM authenticates it: any change is detected.
 * - token: `<expiry in ms, base 36>.<HMAC-SHA256>` where the HMAC covers the expiry and the
 *   encrypted link, so a token only opens the link it was made for, until it expires.
 *
 * Both keys are derived (HKDF-SHA256) from the server secret with their own labels, so neither
 * is the token-signing key itself.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { DEFAULT_LINK_MINUTES, MAX_LINK_MINUTES } from '../../core/games/contract';

export interface SharedLinkKeys {
  aesKey: Buffer;
  hmacKey: Buffer;
}

export interface SharedLink {
  encryptedLink: string;
  token: string;
  /** epoch ms after which the token is refused */
  expiresAt: number;
}

/** Why a link was refused (all give 400 'token expired' to the caller). */
export type LinkRefusal = 'malformed' | 'tampered' | 'expired';

export type OpenedLink = { ok: true; betId: string; expiresAt: number } | { ok: false; reason: LinkRefusal };

const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export { DEFAULT_LINK_MINUTES, MAX_LINK_MINUTES };

export function sharedLinkKeys(secret: Uint8Array): SharedLinkKeys {
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'casino-widgets/shared-link', label, 32));
  return { aesKey: derive('round-id aes-256-gcm'), hmacKey: derive('token hmac-sha256') };
}

export function encryptRoundId(keys: SharedLinkKeys, betId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.aesKey, iv);
  const body = Buffer.concat([cipher.update(betId, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The bet id, or null when the link is not one of ours (wrong key, changed, truncated). */
export function decryptRoundId(keys: SharedLinkKeys, encryptedLink: string): string | null {
  if (!BASE64URL.test(encryptedLink)) return null;
  const raw = Buffer.from(encryptedLink, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.aesKey, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

const mac = (keys: SharedLinkKeys, expiresAt: number, encryptedLink: string) =>
  createHmac('sha256', keys.hmacKey).update(`v1.${expiresAt}.${encryptedLink}`).digest();

export function signLinkToken(keys: SharedLinkKeys, encryptedLink: string, expiresAt: number): string {
  return `${expiresAt.toString(36)}.${mac(keys, expiresAt, encryptedLink).toString('base64url')}`;
}

/** Checks a token against its link: signature first (a forged expiry is 'tampered'), then expiry. */
export function verifyLinkToken(
  keys: SharedLinkKeys,
  encryptedLink: string,
  token: string,
  now = Date.now(),
): { ok: true; expiresAt: number } | { ok: false; reason: LinkRefusal } {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const expiresAt = parseInt(match[1], 36);
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(keys, expiresAt, encryptedLink);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'tampered' };
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt };
}

export function createSharedLink(
  keys: SharedLinkKeys,
  betId: string,
  expiresInMinutes = DEFAULT_LINK_MINUTES,
  now = Date.now(),
): SharedLink {
  const encryptedLink = encryptRoundId(keys, betId);
  const expiresAt = now + Math.round(expiresInMinutes * 60_000);
  return { encryptedLink, token: signLinkToken(keys, encryptedLink, expiresAt), expiresAt };
}

/** Opens a shared link: the bet id when the token is valid for this link and not expired. */
export function openSharedLink(
  keys: SharedLinkKeys,
  link: { encryptedLink: string; token: string },
  now = Date.now(),
): OpenedLink {
  const checked = verifyLinkToken(keys, link.encryptedLink, link.token, now);
  if (!checked.ok) return checked;
  const betId = decryptRoundId(keys, link.encryptedLink);
  if (betId === null) return { ok: false, reason: 'tampered' };
  return { ok: true, betId, expiresAt: checked.expiresAt };
}
