/**
 * The pick-up key's rules, shared by the server (which reads keys from requests) and the
 * counter (which reads them from scans and typing): one definition, so both read a key alike.
 */

/** The 12 digits printed as QR / Code 128 and typed on a keypad (docs/API.md, "Pick-up keys"). */
export const KEY_PATTERN = /^\d{12}$/;

/**
 * A key as people and scanners send it: the slip prints it in groups (`6144 2317 8501`), some
 * type dashes, and a Chinese input method may give full-width digits. NFKC turns those into
 * ASCII; spaces and dashes go. What remains is checked against KEY_PATTERN by the caller.
 */
export const normalizeKey = (text: string): string =>
  text.normalize('NFKC').replace(/[\s\-‐‑‒–—]/g, '');

/** The key in typed or scanned text, or null when the text is not one. */
export function keyOf(text: string): string | null {
  const key = normalizeKey(text);
  return KEY_PATTERN.test(key) ? key : null;
}
