/**
 * The directory's starting set: domains and their specific categories for this community, and a
 * few sample providers so a first visitor sees what a listing looks like. The samples are invented:
 * example.org addresses, 555 phone numbers (reserved for fiction), "(sample)" in every title.
 */
export const seedDomains: { name: string; categories: string[] }[] = [
  {
    name: 'Weddings',
    categories: ['Caterers', 'Decorators', 'Photographers', 'Mehndi Artists', 'Priests and Pandits', 'DJs', 'Venues'],
  },
  { name: 'Professional Services', categories: ['Immigration Lawyers', 'Accountants', 'Realtors', 'Insurance'] },
  { name: 'Community', categories: ['Temples and Gurdwaras', 'Language and Music Classes', 'Tiffin Services'] },
];

export interface SeedProvider {
  domain: string;
  category: string;
  title: string;
  subTitle: string;
  description: string;
  contactName: string;
  phone: string;
  email: string;
  website: string;
}

export const seedProviders: SeedProvider[] = [
  {
    domain: 'Weddings', category: 'Caterers',
    title: 'Saffron Leaf Catering (sample)', subTitle: 'North and South Indian wedding menus',
    description: 'Full-service catering for sangeet, mehndi and reception, from 50 to 500 guests. Vegetarian and Jain menus on request. This is a sample listing.',
    contactName: 'Anita Rao', phone: '4165550101', email: 'saffron.leaf@example.org', website: 'https://example.org/saffron-leaf',
  },
  {
    domain: 'Weddings', category: 'Photographers',
    title: 'Golden Hour Studio (sample)', subTitle: 'Candid wedding photography and film',
    description: 'Two photographers and a videographer for every event of the wedding week, with an album in six weeks. This is a sample listing.',
    contactName: 'Vikram Sethi', phone: '4165550102', email: 'golden.hour@example.org', website: 'https://example.org/golden-hour',
  },
  {
    domain: 'Weddings', category: 'Mehndi Artists',
    title: 'Henna by Meera (sample)', subTitle: 'Bridal and guest mehndi',
    description: 'Traditional and Arabic bridal designs with natural henna; guest mehndi for family gatherings. This is a sample listing.',
    contactName: 'Meera Shah', phone: '6475550103', email: 'henna.meera@example.org', website: '',
  },
  {
    domain: 'Weddings', category: 'Priests and Pandits',
    title: 'Pandit Ravi Shastri (sample)', subTitle: 'Vedic wedding ceremonies in Hindi, Telugu and English',
    description: 'Vivah, griha pravesh and other ceremonies, with the meaning of each step explained to the guests. This is a sample listing.',
    contactName: 'Ravi Shastri', phone: '9055550104', email: 'pandit.ravi@example.org', website: '',
  },
  {
    domain: 'Weddings', category: 'DJs',
    title: 'Dhol and Beats DJ (sample)', subTitle: 'Bollywood, bhangra and live dhol',
    description: 'Sound, lights and an MC for the sangeet and the reception, with live dhol for the baraat. This is a sample listing.',
    contactName: 'Harpreet Gill', phone: '9055550105', email: 'dhol.beats@example.org', website: 'https://example.org/dhol-beats',
  },
  {
    domain: 'Professional Services', category: 'Immigration Lawyers',
    title: 'Mehta Immigration Law (sample)', subTitle: 'Spousal sponsorship and family visas',
    description: 'Spousal and family sponsorship, visitor visas for wedding guests and permanent residence. This is a sample listing.',
    contactName: 'Priya Mehta', phone: '4165550106', email: 'mehta.law@example.org', website: 'https://example.org/mehta-law',
  },
  {
    domain: 'Professional Services', category: 'Accountants',
    title: 'Iyer and Associates CPA (sample)', subTitle: 'Personal and small business tax',
    description: 'Tax returns for families and small businesses, bookkeeping, and help for newcomers with their first filing. This is a sample listing.',
    contactName: 'Suresh Iyer', phone: '6475550107', email: 'iyer.cpa@example.org', website: '',
  },
  {
    domain: 'Community', category: 'Tiffin Services',
    title: 'Amma’s Kitchen Tiffins (sample)', subTitle: 'Home-style vegetarian meals, weekly plans',
    description: 'Fresh dal, sabzi, rice and rotis delivered on weekdays; weekly and monthly plans for students and families. This is a sample listing.',
    contactName: 'Lakshmi Nair', phone: '4165550108', email: 'ammas.kitchen@example.org', website: '',
  },
];
