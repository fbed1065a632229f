/**
 * A first visit's route modules and loaders wait for the first painted frame (lib/afterFirstPaint's
 * firstPaint): a visible page waits for a frame and a task after it, once; a page without frames
 * (a hidden tab) and a pre-rendered page, whose own markup paints first, do not wait.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.resetModules();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 5));
  return done;
};

it('waits for a painted frame and a task after it, then never again', async () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const { firstPaint } = await import('#web/lib/afterFirstPaint');
  const first = firstPaint();
  expect(await settled(first)).toBe(false);
  expect(frames).toHaveLength(1);
  frames[0]!(0);
  expect(await settled(first)).toBe(true);
  expect(await settled(firstPaint())).toBe(true);
  expect(frames).toHaveLength(1);
});

it('does not wait where no frame comes (a hidden tab)', async () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const { firstPaint } = await import('#web/lib/afterFirstPaint');
  expect(await settled(firstPaint())).toBe(true);
  expect(frames).toHaveLength(0);
});

it('does not wait on a pre-rendered page', async () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const { firstPaint, firstPaintIsPrerendered } = await import('#web/lib/afterFirstPaint');
  firstPaintIsPrerendered();
  expect(await settled(firstPaint())).toBe(true);
  expect(frames).toHaveLength(0);
});
