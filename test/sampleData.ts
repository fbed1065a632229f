/** Sample data shared by the integration tests, the browser tests and the benchmarks (no test-runner imports). */

/** A complete, valid candidate form. */
export function candidateBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Priya', lastName: 'Sharmaji', email: 'priya.sharma@example.org', gender: 'Female', dobMonth: 4, dobYear: 1995,
    birthCountry: 'India', broughtUpCountry: 'Canada', religion: 'Jainism', gotra: 'Other', enteredGotra: 'Kasliwal',
    heightFeet: 5, heightInch: 4, nativeLanguage: 'Gujarati', foodHabits: 'Vegetarian', drinkHabits: 'No', smokeHabits: 'No',
    marriageStatus: 'Single (Never Married)', education: 'Master', profession: 'Other', employerName: 'Maple Leaf Analytics',
    immiStatus: 'Canadian Citizen', city: 'Toronto', state: 'Ontario', country: 'Canada', openToRelocate: 'May be',
    contactPersonName: 'Hemlata Sharma', contactRelation: 'Mother', contactPhoneCountryCode: '+1', contactPhoneNumber: '4165559876',
    candidateContactDetailsVisibilityFlag: false,
    ...overrides,
  };
}

/** A filled 'Family Details' section (the optional section of the form and its own page). */
export const familyDetailsSample = {
  fatherName: 'Rajendra Sharma', fatherOccupation: 'Retired teacher', motherName: 'Kusumlata Sharma', motherOccupation: 'Homemaker',
  brothers: '2', brothersMarried: '1', sisters: '1', sistersMarried: '0', familyType: 'Nuclear', familyValues: 'Moderate',
  nativeCity: 'Udaipur', nativeState: 'Rajasthan', nativeCountry: 'India',
  aboutFamily: 'A close family of teachers.\nWe spend the festivals in Udaipur with the grandparents.',
};

/** A filled 'Horoscope' section. */
export const horoscopeSample = {
  rashi: 'Simha (Leo)', nakshatra: 'Rohini', manglik: 'No', birthTime: '06:45', birthPlace: 'Udaipur, Rajasthan',
};
