/**
 * Runs `start` once the page has painted and the main thread is free: for reads that only add to
 * what is shown (the counts of what waits, where a proposal stands), so their requests are not
 * charged to the first paint and their answers not drawn in its tasks. The starts asked for meanwhile
 * run together, in one task, so their requests share one read of the sign-in. Returns a cancel.
 */
const waiting = new Set<() => void>();
let scheduled = false;

function flush() {
  scheduled = false;
  const starts = [...waiting];
  waiting.clear();
  for (const start of starts) start();
}

function whenIdle() {
  // Idle, but never later than a second: the counts are still wanted soon.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1000 });
  else setTimeout(flush, 0);
}

export function afterFirstPaint(start: () => void): () => void {
  waiting.add(start);
  if (!scheduled) {
    scheduled = true;
    // The next frame painted, then a task after it; without frames (tests, a hidden tab) a timer.
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
      requestAnimationFrame(() => setTimeout(whenIdle, 0));
    } else {
      setTimeout(whenIdle, 0);
    }
  }
  return () => {
    waiting.delete(start);
  };
}

let painted: Promise<void> | null = null;

/**
 * Resolves once the page has painted its first frame (at once where there are no frames: tests, a
 * hidden tab), and at once ever after. A first visit's route modules and loaders wait for it, so the
 * frame the entry draws (the dashboard's heading) is painted before their requests and their work,
 * and is not charged with them; later navigations do not wait.
 */
export function firstPaint(): Promise<void> {
  painted ??=
    typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible'
      ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      : Promise.resolve();
  return painted;
}

/** A pre-rendered page paints its own markup first: its route modules and loaders need not wait. */
export function firstPaintIsPrerendered(): void {
  painted = Promise.resolve();
}
