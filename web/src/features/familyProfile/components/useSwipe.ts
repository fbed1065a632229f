import { useRef, type PointerEvent } from 'react';

/** How far (CSS px) a finger must travel sideways for a swipe; less is a tap. */
const SWIPE_MIN = 40;

/**
 * A sideways swipe on a photo: `onSwipe(1)` for the next (finger to the left), `-1` for the previous.
 * Pointer events serve a finger and a mouse alike; the element's `touch-action: pan-y` (CSS) leaves
 * the page's vertical scroll to the browser and hands sideways moves to these handlers. A swipe
 * swallows the click that may follow it, so it does not also open the photo.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    /** The pointer handlers, to spread on the swiped element (and nothing else: React would warn of any other prop). */
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        start.current = e.clientX;
        swiped.current = false;
      },
      onPointerUp: (e: PointerEvent) => {
        if (start.current === null) return;
        const dx = e.clientX - start.current;
        start.current = null;
        if (Math.abs(dx) < SWIPE_MIN) return;
        swiped.current = true;
        onSwipe(dx < 0 ? 1 : -1);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    /** For the photo's click handler: whether this click ends a swipe (and so does nothing). */
    endedSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
