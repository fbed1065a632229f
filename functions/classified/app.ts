import { classifiedRoutes } from '#shared/api/routes/classified.js';
import { createGroupDispatch } from '../http/dispatch.js';

// Each route's services are imported on its first call: with the bundle split into chunks
// (infra/bundling.ts), a cold request loads only its own route's code and clients.
const directoryModule = () => import('../directory/directory.js');
const ownListingsModule = () => import('../profiles/ownListings.js');

/** The service-provider directory: public reads, and members' own listings. */
export const classifiedDispatch = createGroupDispatch(classifiedRoutes, {
  getAllCategories: async () => (await directoryModule()).getAllCategories(),
  getSubCategoriesForCategory: async ({ params }) => (await directoryModule()).getSubCategoriesForCategory(params.id),
  getServiceProviders: async ({ params }) => (await directoryModule()).getServiceProviders(params.subCategoryId),
  getServiceProvidersPage: async ({ params }) => (await directoryModule()).getServiceProviders(params.subCategoryId, params.page),
  saveServiceProvider: async ({ caller, body }) => (await ownListingsModule()).saveServiceProvider(caller, body),
  updateServiceProvider: async ({ caller, params, body }) => (await ownListingsModule()).updateServiceProvider(caller, params.providerId, body),
  getMyServiceProviders: async ({ caller, params }) => (await ownListingsModule()).getMyServiceProviders(caller, params.userId),
  getMyServiceProvider: async ({ caller, params }) => (await ownListingsModule()).getMyServiceProvider(caller, params.providerId),
  manageServiceProviderDisplay: async ({ caller, params, body }) => (await ownListingsModule()).manageServiceProviderDisplay(caller, params.providerId, body.serviceProviderDisplayFlag),
  deleteServiceProvider: async ({ caller, params }) => (await ownListingsModule()).deleteServiceProvider(caller, params.providerId),
});
