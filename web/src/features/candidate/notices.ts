/** One-off notices of the candidate profile pages, carried in `?notice=` by a redirect (see components/Notice). */
export const candidateNotices = {
  candidateUpdated: 'Your candidate profile is updated successfully!',
  familyDetailsUpdated: 'Your family details are saved.',
  horoscopeUpdated: 'Your horoscope details are saved.',
  candidateDeleted: 'Your candidate profile is deleted, with its photos, expectations and shared profile URL.',
} as const;
export type CandidateNotices = typeof candidateNotices;
