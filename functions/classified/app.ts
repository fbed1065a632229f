import { classifiedRoutes } from '#shared/api/routes/classified.js';
import { createGroupApp } from '../http/app.js';
import {
  getAllCategories, getMyServiceProvider, getMyServiceProviders, getServiceProviders, getSubCategoriesForCategory,
  manageServiceProviderDisplay, saveServiceProvider, updateServiceProvider,
} from '../services/directory.js';

/** The service-provider directory: public reads, and members' own listings. */
export const classifiedApp = createGroupApp(classifiedRoutes, {
  getAllCategories: () => getAllCategories(),
  getSubCategoriesForCategory: ({ params }) => getSubCategoriesForCategory(params.id),
  getServiceProviders: ({ params }) => getServiceProviders(params.subCategoryId),
  getServiceProvidersPage: ({ params }) => getServiceProviders(params.subCategoryId, params.page),
  saveServiceProvider: ({ caller, body }) => saveServiceProvider(caller, body),
  updateServiceProvider: ({ caller, params, body }) => updateServiceProvider(caller, params.providerId, body),
  getMyServiceProviders: ({ caller, params }) => getMyServiceProviders(caller, params.userId),
  getMyServiceProvider: ({ caller, params }) => getMyServiceProvider(caller, params.providerId),
  manageServiceProviderDisplay: ({ caller, params, body }) => manageServiceProviderDisplay(caller, params.providerId, body.serviceProviderDisplayFlag),
});
