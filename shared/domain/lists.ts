/**
 * Every selection list of the candidate form, the expectations form and the search filter.
 * Composed once here; schemas (zod enums via `valuesOf` / the arrays) and the web forms both read from it.
 */

export type Option = { readonly value: string; readonly label: string };

/** The values of an option list, typed for `z.enum` (which needs a non-empty tuple). */
export function valuesOf(options: readonly { value: string }[]): [string, ...string[]] {
  const values = options.map((o) => o.value);
  const [first, ...rest] = values;
  if (first === undefined) throw new Error('valuesOf: empty option list');
  return [first, ...rest];
}

export const genders = ['Male', 'Female'] as const;

export const dobMonths: { value: number; label: string }[] = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
].map((label, i) => ({ value: i + 1, label }));

export const BIRTH_YEAR_MIN = 1972;
export const MIN_AGE_YEARS = 18;
/** The newest birth year a candidate may have this year (candidate.ts re-exports it with the schema that checks it). */
export const maxBirthYear = (now = new Date()) => now.getFullYear() - MIN_AGE_YEARS;

/** Birth year choices: from 1972 to the current year minus 18, newest first. */
export function birthYears(now: Date = new Date()): number[] {
  const newest = maxBirthYear(now);
  const years: number[] = [];
  for (let y = newest; y >= BIRTH_YEAR_MIN; y--) years.push(y);
  return years;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const heightFeetOptions: readonly number[] = range(1, 7);
export const heightInchOptions: readonly number[] = range(0, 11);
export const ageOptions: readonly number[] = range(21, 45);
/**
 * The age selectors' top choice (the spec's 21 to 45) reads "45 and over": birth years go back to
 * 1972 (54 in 2026), so an expectation or a search up to 45 also takes the older profiles, as
 * matrimony sites' top age choice does; otherwise a profile over 45 could never be matched.
 */
export const AGE_CHOICE_MAX = 45;
/** The Maximum Age selectors' choices: the top one says it is "45 and over" (its value stays 45). */
export const maxAgeChoices: readonly (number | { value: number; label: string })[] = ageOptions.map((a) =>
  a === AGE_CHOICE_MAX ? { value: a, label: `${a} and over` } : a,
);

export const religions = ['Hinduism', 'Jainism', 'Sikhism', 'Buddhism'] as const;

/**
 * Gotras and clans common in the community: rishi gotras (Brahmin and others), Agarwal gotras,
 * Jain (Oswal and related) gotras, Sikh/Punjabi gots and Khatri clans. Alphabetical; the three
 * non-answers last.
 */
export const gotras = [
  'Agastya', 'Airan', 'Angirasa', 'Atri', 'Atwal', 'Aulakh', 'Bafna', 'Bains', 'Bajwa', 'Bansal', 'Bedi', 'Bhalla',
  'Bhandal', 'Bhandari', 'Bhansali', 'Bharadwaj', 'Bhargava', 'Bhrigu', 'Bhullar', 'Bindal', 'Bothra', 'Brar',
  'Chahal', 'Cheema', 'Chhajed', 'Chopra', 'Chordia', 'Chyavana', 'Dadhichi', 'Daga', 'Deol', 'Dhaliwal',
  'Dhananjaya', 'Dharan', 'Dhawan', 'Dhillon', 'Dugar', 'Garg', 'Gautam', 'Gavisthira', 'Gill', 'Golechha', 'Goyal',
  'Goyan', 'Grewal', 'Harita', 'Hayer', 'Hundal', 'Jamadagni', 'Jindal', 'Johal', 'Kang', 'Kankariya', 'Kansal',
  'Kanva', 'Kapil', 'Kapoor', 'Kashyap', 'Katariya', 'Katyayan', 'Kaundinya', 'Kaushal', 'Kaushik', 'Khaira',
  'Khanna', 'Khivsara', 'Kohli', 'Kothari', 'Kuchhal', 'Kutsa', 'Lodha', 'Lohit', 'Lunawat', 'Madhukul', 'Malhotra',
  'Mandavya', 'Mangal', 'Mann', 'Markandeya', 'Maudgalya', 'Mehra', 'Mittal', 'Munot', 'Nahar', 'Nangal', 'Pannu',
  'Parakh', 'Parashar', 'Pulastya', 'Randhawa', 'Sahni', 'Sahota', 'Sancheti', 'Sandhu', 'Sangha', 'Sankhyayana',
  'Sankrityayana', 'Savarna', 'Sehgal', 'Sekhon', 'Sethia', 'Shandilya', 'Shatamarshana', 'Shaunak', 'Sidhu',
  'Singhal', 'Singhvi', 'Sodhi', 'Sohal', 'Srivatsa', 'Surana', 'Tandon', 'Tayal', 'Tingal', 'Toor', 'Trehan',
  'Upamanyu', 'Vadhula', 'Vashishtha', 'Vatsa', 'Virk', 'Vishwamitra', 'Not To Share Now', 'Unknown', 'Other',
] as const;
export const GOTRA_OTHER = 'Other';

export const nativeLanguages = [
  'Assamese', 'Bengali', 'Bhojpuri', 'English', 'Gujarati', 'Hindi', 'Kannada', 'Kashmiri', 'Konkani', 'Kutchi',
  'Maithili', 'Malayalam', 'Marathi', 'Marwari', 'Nepali', 'Odia', 'Punjabi', 'Rajasthani', 'Sindhi', 'Sinhala',
  'Tamil', 'Telugu', 'Tulu', 'Urdu', 'Other',
] as const;

export const foodHabitsOptions = ['Vegan', 'Vegetarian', 'Eggetarian', 'Non Vegetarian', 'Open to All'] as const;
/** The registration form offers only these two. */
export const foodHabitsRegistration = ['Vegetarian', 'Non Vegetarian'] as const;

export const drinkHabitsOptions = ['No', 'Social', 'Weekend', 'Moderate', 'Regular'] as const;

export const smokeHabitsOptions: Option[] = [
  { value: 'No', label: 'No' },
  { value: 'Passive', label: 'Passive' },
  { value: 'Social', label: 'Social' },
  { value: 'Moderate', label: 'Moderate' },
  { value: 'Open to All', label: 'Chain Smokers' },
];

export const marriageStatuses = ['Single (Never Married)', 'Divorced'] as const;
export const MARRIAGE_DIVORCED = 'Divorced';
/** Only when Divorced. */
export const yearsInPreviousMarriageOptions = ['<1', '1-9', '10+'] as const;
/** Only when Divorced. */
export const childrenOptions = ['0', '1', '2', '3+'] as const;

export const educations = ['Doctoral', 'Master', 'Bachelor', 'Associate', 'Undergraduate Degree', 'High School'] as const;

export const professions = [
  'Accountant', 'Actuary', 'Architect', 'Artist', 'Banker', 'Biomedical Engineer', 'Business Analyst',
  'Business Owner', 'Chartered Accountant', 'Chemical Engineer', 'Chemist', 'Chiropractor', 'Civil Engineer',
  'Civil Servant', 'Clinical Research Professional', 'Cloud Engineer', 'Consultant', 'Customer Service Professional',
  'Cybersecurity Professional', 'Data Analyst', 'Data Scientist', 'Database Administrator', 'Dentist',
  'DevOps Engineer', 'Dietitian / Nutritionist', 'Economist', 'Electrical Engineer', 'Engineering Manager',
  'Entrepreneur', 'Executive / Director', 'Fashion Designer', 'Financial Advisor', 'Financial Analyst',
  'Government Employee', 'Graphic Designer', 'Healthcare Administrator', 'Hospitality Professional',
  'Human Resources Professional', 'Insurance Professional', 'Interior Designer', 'Investment Banker',
  'IT Professional', 'Journalist', 'Lab Technician', 'Lawyer', 'Management Consultant', 'Marketing Professional',
  'Mechanical Engineer', 'Media Professional', 'Medical Resident', 'Military / Armed Forces', 'Network Engineer',
  'Not Working', 'Nurse', 'Nurse Practitioner', 'Occupational Therapist', 'Operations Manager', 'Optometrist',
  'Pharmacist', 'Physical Therapist', 'Physician', 'Physician Assistant', 'Pilot', 'Product Manager',
  'Professor / Lecturer', 'Program Manager', 'Project Manager', 'Psychologist', 'Quality Assurance Engineer',
  'Real Estate Professional', 'Research Scientist', 'Retail Professional', 'Sales Professional', 'Self Employed',
  'Social Worker', 'Software Architect', 'Software Engineer', 'Student', 'Supply Chain Professional', 'Surgeon',
  'Systems Engineer', 'Tax Professional', 'Teacher', 'UX Designer', 'Veterinarian', 'Web Developer', 'Writer',
  'Other',
] as const;

export const immigrationStatuses = [
  'US Citizen', 'Canadian Citizen', 'Green Card', 'Canadian PR', 'Work Visa (H1/L1)', 'J-1 Visa', 'Student Visa', 'Other',
] as const;
/** The registration form's shorter set. */
export const immigrationStatusesRegistration = [
  'US Citizen', 'Canadian Citizen', 'Green Card', 'Canadian PR', 'Work Visa (H1/L1)', 'Other',
] as const;

/** Every ISO 3166-1 country or territory (short English names); United States, Canada and India first. */
export const countries = [
  'United States', 'Canada', 'India', 'Afghanistan', 'Åland Islands', 'Albania', 'Algeria', 'American Samoa',
  'Andorra', 'Angola', 'Anguilla', 'Antarctica', 'Antigua and Barbuda', 'Argentina', 'Armenia', 'Aruba', 'Australia',
  'Austria', 'Azerbaijan', 'Bahamas', 'Bahrain', 'Bangladesh', 'Barbados', 'Belarus', 'Belgium', 'Belize', 'Benin',
  'Bermuda', 'Bhutan', 'Bolivia', 'Bonaire, Sint Eustatius and Saba', 'Bosnia and Herzegovina', 'Botswana',
  'Bouvet Island', 'Brazil', 'British Indian Ocean Territory', 'British Virgin Islands', 'Brunei', 'Bulgaria',
  'Burkina Faso', 'Burundi', 'Cabo Verde', 'Cambodia', 'Cameroon', 'Cayman Islands', 'Central African Republic',
  'Chad', 'Chile', 'China', 'Christmas Island', 'Cocos (Keeling) Islands', 'Colombia', 'Comoros', 'Cook Islands',
  'Costa Rica', "Côte d'Ivoire", 'Croatia', 'Cuba', 'Curaçao', 'Cyprus', 'Czechia',
  'Democratic Republic of the Congo', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic', 'Ecuador', 'Egypt',
  'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini', 'Ethiopia', 'Falkland Islands',
  'Faroe Islands', 'Fiji', 'Finland', 'France', 'French Guiana', 'French Polynesia', 'French Southern Territories',
  'Gabon', 'Gambia', 'Georgia', 'Germany', 'Ghana', 'Gibraltar', 'Greece', 'Greenland', 'Grenada', 'Guadeloupe',
  'Guam', 'Guatemala', 'Guernsey', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Haiti', 'Heard Island and McDonald Islands',
  'Honduras', 'Hong Kong', 'Hungary', 'Iceland', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Isle of Man', 'Israel',
  'Italy', 'Jamaica', 'Japan', 'Jersey', 'Jordan', 'Kazakhstan', 'Kenya', 'Kiribati', 'Kuwait', 'Kyrgyzstan', 'Laos',
  'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Macao',
  'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mali', 'Malta', 'Marshall Islands', 'Martinique', 'Mauritania',
  'Mauritius', 'Mayotte', 'Mexico', 'Micronesia', 'Moldova', 'Monaco', 'Mongolia', 'Montenegro', 'Montserrat',
  'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nauru', 'Nepal', 'Netherlands', 'New Caledonia', 'New Zealand',
  'Nicaragua', 'Niger', 'Nigeria', 'Niue', 'Norfolk Island', 'North Korea', 'North Macedonia',
  'Northern Mariana Islands', 'Norway', 'Oman', 'Pakistan', 'Palau', 'Palestine', 'Panama', 'Papua New Guinea',
  'Paraguay', 'Peru', 'Philippines', 'Pitcairn', 'Poland', 'Portugal', 'Puerto Rico', 'Qatar',
  'Republic of the Congo', 'Réunion', 'Romania', 'Russia', 'Rwanda', 'Saint Barthélemy',
  'Saint Helena, Ascension and Tristan da Cunha', 'Saint Kitts and Nevis', 'Saint Lucia',
  'Saint Martin (French part)', 'Saint Pierre and Miquelon', 'Saint Vincent and the Grenadines', 'Samoa',
  'San Marino', 'São Tomé and Príncipe', 'Saudi Arabia', 'Senegal', 'Serbia', 'Seychelles', 'Sierra Leone',
  'Singapore', 'Sint Maarten (Dutch part)', 'Slovakia', 'Slovenia', 'Solomon Islands', 'Somalia', 'South Africa',
  'South Georgia and the South Sandwich Islands', 'South Korea', 'South Sudan', 'Spain', 'Sri Lanka', 'Sudan',
  'Suriname', 'Svalbard and Jan Mayen', 'Sweden', 'Switzerland', 'Syria', 'Taiwan', 'Tajikistan', 'Tanzania',
  'Thailand', 'Timor-Leste', 'Togo', 'Tokelau', 'Tonga', 'Trinidad and Tobago', 'Tunisia', 'Türkiye', 'Turkmenistan',
  'Turks and Caicos Islands', 'Tuvalu', 'U.S. Virgin Islands', 'Uganda', 'Ukraine', 'United Arab Emirates',
  'United Kingdom', 'United States Minor Outlying Islands', 'Uruguay', 'Uzbekistan', 'Vanuatu', 'Vatican City',
  'Venezuela', 'Vietnam', 'Wallis and Futuna', 'Western Sahara', 'Yemen', 'Zambia', 'Zimbabwe',
] as const;

const usStates = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
  'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky',
  'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana',
  'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota',
  'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas',
  'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
  // Territories
  'American Samoa', 'Guam', 'Northern Mariana Islands', 'Puerto Rico', 'U.S. Virgin Islands',
] as const;

const canadaProvinces = [
  'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario',
  'Prince Edward Island', 'Quebec', 'Saskatchewan',
  // Territories
  'Northwest Territories', 'Nunavut', 'Yukon',
] as const;

const indiaStates = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  // Union territories
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
  'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;

/** State is a dropdown for these three countries, free text for any other. */
export const statesByCountry: Record<string, readonly string[]> = {
  'United States': usStates,
  Canada: canadaProvinces,
  India: indiaStates,
};

export function statesFor(country: string): readonly string[] | undefined {
  return Object.hasOwn(statesByCountry, country) ? statesByCountry[country] : undefined;
}

export const openToRelocateOptions = ['Yes', 'May be', 'Depends On Situation', 'No'] as const;

export const contactRelations = ['Self', 'Father', 'Mother', 'Other'] as const;

export const statusReasons: Option[] = [
  { value: 'Found a Match on the product', label: 'Found a Match on the product' },
  { value: 'Found a Match by Different Way', label: 'Found a Match by Different Way' },
  { value: 'Reviewing a Match', label: 'Reviewing a Match' },
  { value: 'Reviewing a Break', label: 'Taking a Break' },
  { value: 'Back to Search', label: 'Back to Search' },
  { value: 'Not Interested in the product', label: 'Not Interested in the product' },
  { value: 'Not Interested to Marry', label: 'Not Interested to Marry' },
  { value: 'Other', label: 'Other' },
];

const phone = (code: string, name: string): Option => ({ value: code, label: `${name} (${code})` });

/** Calling codes of the places the community lives; '+1' covers both the United States and Canada. */
export const phoneCountryCodes: Option[] = [
  phone('+1', 'United States / Canada'),
  phone('+91', 'India'),
  phone('+44', 'United Kingdom'),
  phone('+61', 'Australia'),
  phone('+64', 'New Zealand'),
  phone('+65', 'Singapore'),
  phone('+60', 'Malaysia'),
  phone('+852', 'Hong Kong'),
  phone('+971', 'United Arab Emirates'),
  phone('+966', 'Saudi Arabia'),
  phone('+974', 'Qatar'),
  phone('+965', 'Kuwait'),
  phone('+968', 'Oman'),
  phone('+973', 'Bahrain'),
  phone('+977', 'Nepal'),
  phone('+975', 'Bhutan'),
  phone('+94', 'Sri Lanka'),
  phone('+880', 'Bangladesh'),
  phone('+92', 'Pakistan'),
  phone('+95', 'Myanmar'),
  phone('+27', 'South Africa'),
  phone('+254', 'Kenya'),
  phone('+256', 'Uganda'),
  phone('+255', 'Tanzania'),
  phone('+230', 'Mauritius'),
  phone('+679', 'Fiji'),
  phone('+597', 'Suriname'),
  phone('+592', 'Guyana'),
  phone('+1868', 'Trinidad and Tobago'),
  phone('+49', 'Germany'),
  phone('+31', 'Netherlands'),
];

// Family details and horoscope (optional sections of the candidate profile).

/** Brothers and sisters: how many, and how many of them are married. */
export const siblingCounts = ['0', '1', '2', '3', '4', '5+'] as const;
export const familyTypes = ['Joint', 'Nuclear', 'Extended'] as const;
export const familyValuesOptions = ['Traditional', 'Moderate', 'Liberal'] as const;

/** The twelve rashis (moon signs), with the Western sign families know them by. */
export const rashis = [
  'Mesha (Aries)', 'Vrishabha (Taurus)', 'Mithuna (Gemini)', 'Karka (Cancer)', 'Simha (Leo)', 'Kanya (Virgo)',
  'Tula (Libra)', 'Vrishchika (Scorpio)', 'Dhanu (Sagittarius)', 'Makara (Capricorn)', 'Kumbha (Aquarius)', 'Meena (Pisces)',
] as const;

/** The 27 nakshatras (lunar mansions), in their traditional order. */
export const nakshatras = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
] as const;

export const manglikOptions = ['Yes', 'No', 'Partial', "Don't know"] as const;

/**
 * The expectation's manglik preference: 'Manglik' asks for Yes or Partial, 'Non-manglik' for No
 * (shared/domain/matching.ts); a profile that answered "Don't know", or nothing, meets neither.
 */
export const manglikPreferences = [
  { value: 'Open to All', label: 'Open to All' },
  { value: 'Manglik', label: 'Manglik only (Yes or Partial)' },
  { value: 'Non-manglik', label: 'Non-manglik only (No)' },
] as const;
export const manglikPreferenceValues = ['Open to All', 'Manglik', 'Non-manglik'] as const;

/** The gotra choices that name no gotra: the gotra rule never applies to them (nor to Other's typed text). */
export const notAGotra = ['Not To Share Now', 'Unknown', 'Other'] as const;
export const isRealGotra = (gotra: string | undefined): boolean =>
  gotra !== undefined && (gotras as readonly string[]).includes(gotra) && !(notAGotra as readonly string[]).includes(gotra);
