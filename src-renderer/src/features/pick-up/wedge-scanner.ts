// A keyboard-wedge scanner is a keyboard: it "types" the code, key after key, a few
// milliseconds apart, and ends with Enter (or Tab). People cannot type that fast, so the gaps
// between keys tell a scan from typing (docs/DESIGN.md §12: the counter is keyboard first).

export interface WedgeScannerOptions {
  /** The longest gap between two keys of one scan (ms). */
  maxGapMs?: number;
  /** The same code scanned again within this time is ignored (ms). */
  dedupeMs?: number;
  /** Shorter bursts are typing (two quick keys happen when people type fast). */
  minLength?: number;
}

export type WedgeResult =
  /** A printable key: it may start or continue a scan, or be typing; let it through. */
  | { type: 'char' }
  /** A key that is no part of a code (Shift, arrows, control characters): nothing to do. */
  | { type: 'ignored' }
  /** Enter or Tab that ended a burst: `code` is the scanned text; the key itself is spent. */
  | { type: 'scan'; code: string }
  /** A burst with the code accepted less than `dedupeMs` ago: ignore it (its key too). */
  | { type: 'duplicate'; code: string }
  /** Enter or Tab after typing (or alone): an ordinary key press. */
  | { type: 'key' };

export const WEDGE_MAX_GAP_MS = 30;
export const WEDGE_DEDUPE_MS = 2000;
export const WEDGE_MIN_LENGTH = 4;

const TERMINATORS = new Set(['Enter', 'Tab', '\r', '\n', '\t']);

/** C0 controls and DEL: scanners send some (GS in GS1 codes, prefixes); they are no part of a code. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

function withoutControls(text: string): string {
  return [...text].filter((char) => !isControl(char)).join('');
}

/** Text of a scan without control characters and surrounding spaces. */
export function cleanScannedText(text: string): string {
  return withoutControls(text).trim();
}

/** `KeyboardEvent.key` is one character for printable keys, a name ("Shift", "F5") otherwise. */
function isCharacter(key: string): boolean {
  return [...key].length === 1;
}

/**
 * Burst detection over key presses with their times (`KeyboardEvent.key` and `timeStamp`):
 * printable keys at most `maxGapMs` apart, then Enter or Tab within `maxGapMs`, form a scan.
 * Pure (no DOM, no clock of its own), so tests feed it keys with made-up times.
 */
export function createWedgeScanner(options: WedgeScannerOptions = {}) {
  const maxGap = options.maxGapMs ?? WEDGE_MAX_GAP_MS;
  const dedupe = options.dedupeMs ?? WEDGE_DEDUPE_MS;
  const minLength = options.minLength ?? WEDGE_MIN_LENGTH;

  let run: string[] = [];
  let lastTime = Number.NEGATIVE_INFINITY;
  let accepted: { code: string; time: number } | null = null;

  function reset(): void {
    run = [];
    lastTime = Number.NEGATIVE_INFINITY;
  }

  /**
   * The last scan no longer counts as a repeat: the counter's state changed since (a hand-out,
   * the connection back), so scanning the same code again is the clerk asking anew.
   */
  function forget(): void {
    accepted = null;
  }

  function feed(key: string, time: number): WedgeResult {
    if (TERMINATORS.has(key)) {
      const burst = run.length > 0 && time - lastTime <= maxGap;
      const code = cleanScannedText(run.join(''));
      reset();
      if (!burst || code.length < minLength) return { type: 'key' };
      if (accepted && accepted.code === code && time - accepted.time < dedupe) {
        return { type: 'duplicate', code };
      }
      accepted = { code, time };
      return { type: 'scan', code };
    }
    if (!isCharacter(key) || isControl(key)) return { type: 'ignored' };
    // A slow key starts a new run: only the fast tail can be a scan.
    if (time - lastTime > maxGap) run = [];
    run.push(key);
    lastTime = time;
    return { type: 'char' };
  }

  return { feed, reset, forget };
}

export type WedgeScanner = ReturnType<typeof createWedgeScanner>;

/**
 * The code of a scan whose keys all went into the key field (stray keys are put there too,
 * and the field is emptied at every check). A busy computer can hold up the first keys of a
 * scan that follows the previous Enter at once, and the burst is then only the keys after the
 * pause ("QR-ABC-0001" → "-ABC-0001"); the field still holds every key. So when the field's
 * text ends with the burst, the field is what was scanned: the longest complete code that ends
 * it (slow typing before a key scan is left out), else the whole field, which is what the clerk
 * sees (docs/DESIGN.md §12). A field that does not end with the burst holds something else.
 */
export function completeScan(
  burst: string,
  fieldText: string,
  isComplete: (text: string) => boolean,
): string {
  if (isComplete(burst)) return burst;
  // Spaces aside on both sides: a key scanned in the slip's groups ("1000 5200 0744").
  const text = cleanScannedText(fieldText).replace(/\s/g, '');
  const tail = burst.replace(/\s/g, '');
  if (!text.endsWith(tail)) return burst;
  for (let start = 0; start < text.length - tail.length; start += 1) {
    if (isComplete(text.slice(start))) return text.slice(start);
  }
  return text;
}
