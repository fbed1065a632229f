/**
 * What a family asks for, as matching reads it, and the must-have fields in their stored order. A
 * module of its own, importing nothing, so the stored schemas (candidate.ts) and the expectation
 * field catalogue (expectationFields.ts, which reads the profile catalogue's labels) can both use it
 * without an import circle.
 */

/**
 * The fields a member may mark as must-haves, in the order of their bits in the must-have mask that
 * search cards store (searchCard.ts, cardFit.ts): a new field goes at the end, none ever moves.
 */
export const mustHaveFields = [
  'birthCountry', 'broughtUpCountry', 'height', 'nativeLanguage', 'foodHabits', 'marriageStatus', 'education',
  'profession', 'immiStatus', 'state', 'country', 'horoscope', 'manglik',
] as const;
export type MustHaveField = (typeof mustHaveFields)[number];

/** What a family asked for: the expectation's filter fields ('' = no preference). */
export interface Wants {
  gender: string;
  minAge: number;
  maxAge: number;
  birthCountry: string;
  broughtUpCountry: string;
  minHeight?: number;
  maxHeight?: number;
  nativeLanguage: string;
  foodHabits: string;
  marriageStatus: string;
  education: string;
  profession: string;
  immiStatus: string;
  state: string;
  country: string;
  /** 'Horoscope details required': the other profile must have given its horoscope. */
  horoscopeRequired: boolean;
  /** The manglik preference: '', 'Open to All', 'Manglik' (Yes or Partial) or 'Non-manglik' (No). */
  manglik: string;
  /** 'Not from our gotra' (always a hard limit, both ways; only with a real gotra of the family's own). */
  notOwnGotra: boolean;
  /**
   * The wanting family's own gotra, which the gotra rule compares: filled when the wants are read
   * for matching (from the profile, or from the card's facts), never stored with the expectation.
   */
  gotra?: string;
  mustHaves: MustHaveField[];
}
