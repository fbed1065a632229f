/** A small seeded generator (mulberry32) for property tests, so a failure is reproducible. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  /** A value of the list; with `first`, of its first values only (so equal values come up often). */
  const pick = <T>(list: readonly T[], first = list.length) => list[int(0, Math.min(first, list.length) - 1)] as T;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof rng>;
