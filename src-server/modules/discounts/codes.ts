import { randomInt } from 'node:crypto';

/**
 * docs/DESIGN.md §7: a coupon code is the coupon's prefix and 8 characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L), so a code read aloud or typed at the counter is not mistaken.
 * 31^8 ≈ 8.5·10^11 suffixes per prefix.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_SUFFIX_LENGTH = 8;

/** Prefixes and whole codes: letters, digits, `-` and `_` (typed and printed as they are). */
export const CODE_PREFIX_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A cryptographically random suffix, so codes cannot be guessed from one another. */
export function randomSuffix(): string {
  let suffix = '';
  for (let i = 0; i < CODE_SUFFIX_LENGTH; i++)
    suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return suffix;
}

/**
 * `count` new codes for `prefix`, unique among themselves and not `taken` (asked in batches:
 * the codes already stored). A clash is astronomically rare; a few rounds settle it.
 */
export async function generateCodes(
  prefix: string,
  count: number,
  taken: (candidates: string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const chosen = new Set<string>();
  for (let round = 0; round < 10 && chosen.size < count; round++) {
    const candidates = new Set<string>();
    while (candidates.size < count - chosen.size) {
      const code = prefix + randomSuffix();
      if (!chosen.has(code)) candidates.add(code);
    }
    const clashes = await taken([...candidates]);
    for (const code of candidates) if (!clashes.has(code)) chosen.add(code);
  }
  if (chosen.size < count) throw new Error('Could not generate unique coupon codes.');
  return [...chosen];
}
