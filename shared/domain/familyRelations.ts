/**
 * How a family member is related to the candidate. Zod-free, apart from the family's schemas: the
 * server's member and invitation entities read it on every signed-in request, and a file of
 * schemas it came from would be carried whole into each Lambda (shared/ keeps its side effects).
 */
export const familyRelations = ['Father', 'Mother', 'Candidate', 'Brother', 'Sister', 'Relative', 'Guardian'] as const;
export type FamilyRelation = (typeof familyRelations)[number];
