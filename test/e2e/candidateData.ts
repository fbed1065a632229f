/** A complete candidate form, for setting up profiles through the API in browser tests. */
export const candidateForm = {
  firstName: 'Neha', lastName: 'Joshipura', email: 'neha.joshi@example.org', gender: 'Female', dobMonth: 7, dobYear: 1996,
  birthCountry: 'India', broughtUpCountry: 'United States', religion: 'Hinduism', gotra: 'Unknown', heightFeet: 5, heightInch: 3,
  nativeLanguage: 'Marathi', foodHabits: 'Vegetarian', drinkHabits: 'No', smokeHabits: 'No', marriageStatus: 'Single (Never Married)',
  education: 'Master', profession: 'Other', employerName: 'Garden State Health', immiStatus: 'US Citizen', city: 'Edison',
  state: 'New Jersey', country: 'United States', openToRelocate: 'Yes', contactPersonName: 'Sunita Joshi', contactRelation: 'Mother',
  contactPhoneCountryCode: '+1', contactPhoneNumber: '7325550188', candidateContactDetailsVisibilityFlag: false,
};
