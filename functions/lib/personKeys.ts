/**
 * One person of a family, for the items that are each person's own (notification settings, tabs
 * seen, digest markers): they live in the family's partition, so the family's deletion takes them
 * all, and the founder's keep the key they had when an account was one person (no migration).
 */
export interface Person {
  /** The family's account id. */
  familyId: string;
  /** The person's Cognito sub: the founder's equals `familyId`. */
  sub: string;
}

/** The founder's item keeps `base`; every other member's names their sub after it. */
export const personSk = (base: string, p: Person): string => (p.sub === p.familyId ? base : `${base}#${p.sub}`);
