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
