import { onBeforeUnmount, onMounted } from 'vue';
import { markWedgeEnd } from './counter-marks';
import { createWedgeScanner, type WedgeScannerOptions } from './wedge-scanner';

/** True for elements that take typed text themselves. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return ![
    'button',
    'checkbox',
    'radio',
    'submit',
    'reset',
    'file',
    'image',
    'range',
    'color',
  ].includes(target.type);
}

export interface WedgeScannerHandlers {
  /** A scan (its Enter/Tab never reaches the page). `target` had focus. */
  onScan: (code: string, target: EventTarget | null) => void;
  /** The same code again within the de-duplication time: ignored, its key too. */
  onDuplicate?: (code: string, target: EventTarget | null) => void;
  /**
   * A printable key typed while no text field has focus: the caller puts it into its visible
   * field (and focuses it), so that slow typing lands there and a burst continues there.
   */
  onStrayKey?: (key: string) => void;
  /** False while the listener must stand aside (a dialog is open). */
  enabled?: () => boolean;
}

/**
 * A document-level keyboard-wedge listener for the lifetime of the calling component: scans
 * are recognised wherever focus is (capture phase, before any field sees the Enter).
 */
export function useWedgeScanner(handlers: WedgeScannerHandlers, options?: WedgeScannerOptions) {
  const scanner = createWedgeScanner(options);

  function onKeydown(event: KeyboardEvent): void {
    if (handlers.enabled && !handlers.enabled()) {
      scanner.reset();
      return;
    }
    if (event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return;
    const result = scanner.feed(event.key, event.timeStamp);
    if (result.type === 'scan') {
      event.preventDefault();
      event.stopPropagation();
      markWedgeEnd(event.timeStamp);
      handlers.onScan(result.code, event.target);
    } else if (result.type === 'duplicate') {
      event.preventDefault();
      event.stopPropagation();
      handlers.onDuplicate?.(result.code, event.target);
    } else if (
      result.type === 'char' &&
      handlers.onStrayKey &&
      event.key.trim() !== '' &&
      !isTextEntry(event.target)
    ) {
      event.preventDefault();
      handlers.onStrayKey(event.key);
    }
  }

  onMounted(() => document.addEventListener('keydown', onKeydown, true));
  onBeforeUnmount(() => document.removeEventListener('keydown', onKeydown, true));

  return { reset: scanner.reset, forget: scanner.forget };
}
