/** The directory's answers for the page tests: two domains, their categories, listings. */
import type { OwnServiceProvider, PublicServiceProvider } from '#shared/domain/classified.js';

export const CATEGORIES = '/api/classified/getAllCategories';
export const subCategoriesOf = (id: string) => `/api/classified/getSubCategoriesForCategory/${id}`;
export const providersOf = (id: string, page?: number) => `/api/classified/getServiceProviders/${id}${page ? `/${page}` : ''}`;

export const domains = [
  { id: 'dom-weddings', categoryName: 'Weddings' },
  { id: 'dom-professional', categoryName: 'Professional services' },
];
export const weddingCategories = [
  { id: 'sub-caterers', categoryId: 'dom-weddings', subCategoryName: 'Caterers' },
  { id: 'sub-priests', categoryId: 'dom-weddings', subCategoryName: 'Priests and pandits' },
];
export const professionalCategories = [{ id: 'sub-lawyers', categoryId: 'dom-professional', subCategoryName: 'Immigration lawyers' }];

export const provider = (n: number, changes: Partial<PublicServiceProvider> = {}): PublicServiceProvider => ({
  id: `prov-${1000 + n}`,
  serviceProviderTitle: `Caterer ${n}`,
  serviceProviderSubTitle: 'Vegetarian wedding menus',
  serviceProviderDescription: 'Authentic Gujarati and Punjabi thalis for up to 500 guests.',
  serviceProviderContactName: 'Meena Shah',
  serviceProviderPhoneCountryCode: '+1',
  serviceProviderPhone: '416 555 0100',
  serviceProviderEmail: 'meena@example.com',
  serviceProviderWebsite: 'https://caterer.example.com',
  sample: false,
  updatedDate: new Date().toISOString(),
  ...changes,
});
export const providers = (from: number, count: number) => Array.from({ length: count }, (_, i) => provider(from + i));

export const ownProvider = (changes: Partial<OwnServiceProvider> = {}): OwnServiceProvider => ({
  ...provider(1),
  subCategoryId: 'sub-caterers',
  categoryId: 'dom-weddings',
  serviceProviderDisplayFlag: true,
  status: 'approved',
  userProfileId: 'user-0001',
  createdDate: new Date().toISOString(),
  ...changes,
});
