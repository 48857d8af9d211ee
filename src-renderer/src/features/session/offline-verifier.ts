import type { OfflineVerifier } from '@shared/preload-api';

// The clerk's offline verifier (docs/DESIGN.md §14 "Starting offline"): PBKDF2-SHA256 of the
// password with a random salt, made on this counter at an online sign-in. It is neither the
// password nor the server's hash (argon2id with the server's own salt), so a copied verifier
// opens nothing on the server and costs an attacker PBKDF2_ITERATIONS per guess.

/**
 * OWASP's figure for PBKDF2-HMAC-SHA256 (2023); measured ~0.1–0.3 s in Chromium on a counter
 * computer, once at each online sign-in and each offline try.
 */
export const PBKDF2_ITERATIONS = 310_000;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

export interface VerifierSubject {
  staff_id: number;
  username: string;
  store_id: number;
}

/** A fresh verifier of `password` (a new salt each time); the stamp comes from the server later. */
export async function makeVerifier(
  subject: VerifierSubject,
  password: string,
  iterations = PBKDF2_ITERATIONS,
  now = new Date(),
): Promise<OfflineVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return {
    staff_id: subject.staff_id,
    username: subject.username,
    store_id: subject.store_id,
    salt: toBase64(salt),
    iterations,
    hash: toBase64(hash),
    stamp: null,
    signed_in_at: now.toISOString(),
  };
}

/** Same length, every byte compared: the time taken says nothing about where they differ. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** Whether `password` is the one the verifier was made from. */
export async function passwordMatches(
  verifier: OfflineVerifier,
  password: string,
): Promise<boolean> {
  try {
    const derived = await derive(password, fromBase64(verifier.salt), verifier.iterations);
    return sameBytes(derived, fromBase64(verifier.hash));
  } catch {
    return false;
  }
}
