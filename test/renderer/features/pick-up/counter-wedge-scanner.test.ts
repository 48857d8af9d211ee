// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { mount, type VueWrapper } from '@vue/test-utils';
import {
  isTextEntry,
  useWedgeScanner,
  type WedgeScannerHandlers,
} from '@/features/pick-up/use-wedge-scanner';
import {
  cleanScannedText,
  completeScan,
  createWedgeScanner,
  type WedgeResult,
} from '@/features/pick-up/wedge-scanner';

const KEY = '294563185101';

/** Feeds keys at the given times; answers every result. */
function feedAll(
  scanner: ReturnType<typeof createWedgeScanner>,
  keys: readonly string[],
  times: readonly number[],
): WedgeResult[] {
  return keys.map((key, index) => scanner.feed(key, times[index]!));
}

/** Times `gap` ms apart from `start`. */
const times = (count: number, start: number, gap: number) =>
  Array.from({ length: count }, (_, index) => start + index * gap);

describe('wedge scanner: burst or typing', () => {
  it('takes a burst of keys ending in Enter as a scan of those keys', () => {
    const scanner = createWedgeScanner();
    const results = feedAll(scanner, [...KEY, 'Enter'], times(13, 1000, 8));
    expect(results.slice(0, 12).every((r) => r.type === 'char')).toBe(true);
    expect(results[12]).toEqual({ type: 'scan', code: KEY });
  });

  it('takes Tab as the end of a scan too', () => {
    const scanner = createWedgeScanner();
    expect(feedAll(scanner, [...KEY, 'Tab'], times(13, 0, 5)).at(-1)).toEqual({
      type: 'scan',
      code: KEY,
    });
  });

  it('accepts gaps of exactly 30 ms and refuses 31 ms', () => {
    expect(feedAll(createWedgeScanner(), [...KEY, 'Enter'], times(13, 0, 30)).at(-1)).toEqual({
      type: 'scan',
      code: KEY,
    });
    // Every key of a 31 ms run starts a new run: nothing is long enough to be a scan.
    expect(feedAll(createWedgeScanner(), [...KEY, 'Enter'], times(13, 0, 31)).at(-1)).toEqual({
      type: 'key',
    });
  });

  it('leaves slow typing alone: Enter after typing is an ordinary key', () => {
    const scanner = createWedgeScanner();
    const results = feedAll(scanner, [...KEY, 'Enter'], times(13, 0, 180));
    expect(results.slice(0, 12).every((r) => r.type === 'char')).toBe(true);
    expect(results[12]).toEqual({ type: 'key' });
  });

  it('is no scan when Enter comes late after a fast burst', () => {
    const scanner = createWedgeScanner();
    feedAll(scanner, [...KEY], times(12, 0, 5));
    expect(scanner.feed('Enter', 55 + 200)).toEqual({ type: 'key' });
  });

  it('keeps only the fast tail when a scan follows slow typing', () => {
    const scanner = createWedgeScanner();
    feedAll(scanner, ['9', '9'], [0, 400]);
    expect(feedAll(scanner, [...KEY, 'Enter'], times(13, 1000, 6)).at(-1)).toEqual({
      type: 'scan',
      code: KEY,
    });
  });

  it('does not take two quick key presses and Enter for a scan', () => {
    const scanner = createWedgeScanner();
    expect(feedAll(scanner, ['1', '2', '3', 'Enter'], [0, 10, 20, 30]).at(-1)).toEqual({
      type: 'key',
    });
  });

  it('treats Enter alone as an ordinary key', () => {
    expect(createWedgeScanner().feed('Enter', 5)).toEqual({ type: 'key' });
  });
});

describe('wedge scanner: control characters', () => {
  it('strips control characters from a scan without breaking the burst', () => {
    const scanner = createWedgeScanner();
    const keys = ['\u001d', ...KEY.slice(0, 6), '\u0002', ...KEY.slice(6), '\u0003', 'Enter'];
    const results = feedAll(scanner, keys, times(keys.length, 0, 4));
    expect(results[0]).toEqual({ type: 'ignored' });
    expect(results[7]).toEqual({ type: 'ignored' });
    expect(results.at(-1)).toEqual({ type: 'scan', code: KEY });
  });

  it('ignores named keys such as Shift inside a burst', () => {
    const scanner = createWedgeScanner();
    const keys = ['Shift', 'A', 'B', 'Shift', 'C', '1', '2', 'Enter'];
    const results = feedAll(scanner, keys, times(keys.length, 0, 3));
    expect(results[0]).toEqual({ type: 'ignored' });
    expect(results.at(-1)).toEqual({ type: 'scan', code: 'ABC12' });
  });

  it('cleans scanned text: controls out, spaces trimmed', () => {
    expect(cleanScannedText('\u001d 2945\u0000631851\u007f01 \r\n')).toBe('294563185101');
  });
});

describe('wedge scanner: the same code within 2 s', () => {
  const scanAt = (scanner: ReturnType<typeof createWedgeScanner>, code: string, start: number) =>
    feedAll(scanner, [...code, 'Enter'], times(code.length + 1, start, 5)).at(-1);

  it('ignores the same code again within 2 s, and takes it again after', () => {
    const scanner = createWedgeScanner();
    expect(scanAt(scanner, KEY, 0)).toEqual({ type: 'scan', code: KEY });
    expect(scanAt(scanner, KEY, 1500)).toEqual({ type: 'duplicate', code: KEY });
    // Measured from the accepted scan (at 60 ms): 2060 is past the window.
    expect(scanAt(scanner, KEY, 2000)).toEqual({ type: 'scan', code: KEY });
  });

  it('takes the same code at once after forget (the counter changed since: a hand-out, the connection back)', () => {
    const scanner = createWedgeScanner();
    expect(scanAt(scanner, KEY, 0)).toEqual({ type: 'scan', code: KEY });
    scanner.forget();
    expect(scanAt(scanner, KEY, 500)).toEqual({ type: 'scan', code: KEY });
    expect(scanAt(scanner, KEY, 1000)).toEqual({ type: 'duplicate', code: KEY });
  });

  it('takes another code at once', () => {
    const scanner = createWedgeScanner();
    expect(scanAt(scanner, KEY, 0)).toEqual({ type: 'scan', code: KEY });
    expect(scanAt(scanner, '728400026861', 300)).toEqual({ type: 'scan', code: '728400026861' });
    expect(scanAt(scanner, KEY, 700)).toEqual({ type: 'scan', code: KEY });
  });

  it('does not count typed keys as scans for the de-duplication', () => {
    const scanner = createWedgeScanner();
    feedAll(scanner, [...KEY, 'Enter'], times(13, 0, 200));
    expect(scanAt(scanner, KEY, 3000)).toEqual({ type: 'scan', code: KEY });
  });
});

describe('a scan cut short by a pause', () => {
  const isKey = (text: string) => /^\d{12}$/.test(text);

  it('takes the complete key from the field when the burst lost its first keys', () => {
    const scanner = createWedgeScanner();
    // A busy computer held the sixth key for 60 ms: the burst is the last seven keys.
    const at = [0, 4, 8, 12, 16, 76, 80, 84, 88, 92, 96, 100, 104];
    const result = feedAll(scanner, [...KEY, 'Enter'], at).at(-1);
    expect(result).toEqual({ type: 'scan', code: KEY.slice(5) });
    expect(completeScan(KEY.slice(5), KEY, isKey)).toBe(KEY);
  });

  it('keeps the burst when it is complete or the field holds something else', () => {
    expect(completeScan(KEY, `12${KEY}`, isKey)).toBe(KEY);
    // Slow typing before a cut-short scan: the complete key that ends the field.
    expect(completeScan(KEY.slice(5), `12${KEY}`, isKey)).toBe(KEY);
    expect(completeScan('5101', '728400026861', isKey)).toBe('5101');
  });

  it('takes the whole field for a code that is no key (a prefix, a longer code)', () => {
    const scanner = createWedgeScanner();
    const code = 'QR-ABC-0001';
    // The scan followed the previous Enter at once; its first two keys were held up.
    const at = [0, 4, 70, 74, 78, 82, 86, 90, 94, 98, 102, 106];
    const result = feedAll(scanner, [...code, 'Enter'], at).at(-1);
    expect(result).toEqual({ type: 'scan', code: '-ABC-0001' });
    expect(completeScan('-ABC-0001', code, isKey)).toBe(code);
    expect(completeScan('lo-world', 'hello-world', isKey)).toBe('hello-world');
    // A key in the slip's groups, its head held up: spaces do not hide that the field ends with it.
    const isGroupedKey = (text: string) => /^\d{12}$/.test(text.replace(/\s/g, ''));
    expect(completeScan('5200 0744', '1000 5200 0744', isGroupedKey)).toBe('100052000744');
  });
});

describe('useWedgeScanner (document listener)', () => {
  let wrapper: VueWrapper | null = null;

  afterEach(() => {
    wrapper?.unmount();
    wrapper = null;
    document.body.innerHTML = '';
  });

  function mountWith(handlers: WedgeScannerHandlers) {
    const Host = defineComponent({
      setup() {
        useWedgeScanner(handlers);
        return () => h('div', [h('input', { id: 'field' }), h('button', { id: 'button' }, 'b')]);
      },
    });
    wrapper = mount(Host, { attachTo: document.body });
  }

  /** Dispatches a keydown with a made-up time stamp; answers the event. */
  function press(target: EventTarget, key: string, time: number): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: time });
    target.dispatchEvent(event);
    return event;
  }

  it('recognises a burst wherever focus is and swallows its Enter', () => {
    const onScan = vi.fn();
    const fieldKeys = vi.fn();
    mountWith({ onScan });
    const field = document.getElementById('field')!;
    field.addEventListener('keydown', fieldKeys);
    [...KEY].forEach((key, index) => press(field, key, 100 + index * 4));
    const enter = press(field, 'Enter', 150);
    expect(onScan).toHaveBeenCalledWith(KEY, field);
    expect(enter.defaultPrevented).toBe(true);
    // The field saw the digits but never the scan's Enter.
    expect(fieldKeys).toHaveBeenCalledTimes(12);
  });

  it('puts keys typed with no text field focused into the visible field', () => {
    const onStrayKey = vi.fn();
    const onScan = vi.fn();
    mountWith({ onScan, onStrayKey });
    const button = document.getElementById('button')!;
    const stray = press(document.body, '7', 0);
    press(button, '8', 500);
    const typed = press(document.getElementById('field')!, '9', 1000);
    expect(onStrayKey.mock.calls).toEqual([['7'], ['8']]);
    expect(stray.defaultPrevented).toBe(true);
    expect(typed.defaultPrevented).toBe(false);
    // A space on a button still presses it.
    expect(press(button, ' ', 2000).defaultPrevented).toBe(false);
    expect(press(document.body, 'Enter', 3000).defaultPrevented).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('reports a repeated code as a duplicate, and stands aside while disabled', () => {
    const onScan = vi.fn();
    const onDuplicate = vi.fn();
    let enabled = true;
    mountWith({ onScan, onDuplicate, enabled: () => enabled });
    const burst = (start: number) => {
      [...KEY].forEach((key, index) => press(document.body, key, start + index * 3));
      return press(document.body, 'Enter', start + 40);
    };
    burst(0);
    expect(burst(1000).defaultPrevented).toBe(true);
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onDuplicate).toHaveBeenCalledWith(KEY, document.body);
    enabled = false;
    expect(burst(5000).defaultPrevented).toBe(false);
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the component is gone', () => {
    const onScan = vi.fn();
    mountWith({ onScan });
    wrapper!.unmount();
    wrapper = null;
    [...KEY].forEach((key, index) => press(document.body, key, index * 3));
    press(document.body, 'Enter', 40);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('knows which elements take text', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTextEntry(input)).toBe(true);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(checkbox)).toBe(false);
    expect(isTextEntry(document.createElement('button'))).toBe(false);
    expect(isTextEntry(document.body)).toBe(false);
  });
});
