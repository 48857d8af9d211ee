// Performance marks of the counter, read back by the browser tests to measure how fast a scan
// becomes a verdict on screen (they are cheap and harmless in production).

/** The last key (Enter/Tab) of a keyboard-wedge scan, at the key event's own time. */
export const WEDGE_END_MARK = 'counter:wedge-end';
/** The verdict of that scan is on screen (the frame after the DOM update). */
export const VERDICT_SHOWN_MARK = 'counter:verdict-shown';
export const WEDGE_MEASURE = 'counter:wedge-to-verdict';

export const CAMERA_START_MARK = 'counter:camera-start';
export const CAMERA_DECODED_MARK = 'counter:camera-decoded';
export const CAMERA_MEASURE = 'counter:camera-to-decode';

/** Marks the last key of a scan; `time` is the key event's `timeStamp`. */
export function markWedgeEnd(time: number): void {
  performance.clearMarks(WEDGE_END_MARK);
  performance.mark(WEDGE_END_MARK, { startTime: time });
}

/** Measures scan → verdict in the frame that paints the verdict of a pending scan. */
export function markVerdictShown(): void {
  const pending = performance.getEntriesByName(WEDGE_END_MARK, 'mark').at(-1);
  if (!pending) return;
  // Taken now, so that the next scan's mark cannot be mistaken for this one.
  performance.clearMarks(WEDGE_END_MARK);
  const start = pending.startTime;
  requestAnimationFrame(() => {
    performance.mark(VERDICT_SHOWN_MARK);
    performance.measure(WEDGE_MEASURE, { start, end: performance.now() });
  });
}

export function markCameraStart(): void {
  performance.clearMarks(CAMERA_DECODED_MARK);
  performance.mark(CAMERA_START_MARK);
}

export function markCameraDecoded(): void {
  performance.mark(CAMERA_DECODED_MARK);
  performance.measure(CAMERA_MEASURE, CAMERA_START_MARK, CAMERA_DECODED_MARK);
}
