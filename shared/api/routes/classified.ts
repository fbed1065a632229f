/** The classified group's operations: the public service-provider directory and members' own listings. */
import * as z from 'zod';
import * as classified from '../../domain/classified.js';
import * as fields from '../../domain/fields.js';
import { message, pageParam, route } from './define.js';

const providerId = () => z.strictObject({ providerId: fields.id });

export const classifiedRoutes = {
  getAllCategories: route({
    group: 'classified', method: 'GET', path: '/api/classified/getAllCategories', auth: 'public',
    summary: 'The directory’s domains (the spec’s categories), by name',
    response: () => z.object({ items: z.array(classified.category) }),
    throttle: { rate: 20, burst: 40 },
  }),
  getSubCategoriesForCategory: route({
    group: 'classified', method: 'GET', path: '/api/classified/getSubCategoriesForCategory/{id}', auth: 'public',
    summary: 'The specific categories of one domain, by name',
    params: () => z.strictObject({ id: fields.id }),
    response: () => z.object({ items: z.array(classified.subCategory) }),
    throttle: { rate: 20, burst: 40 },
  }),
  getServiceProviders: route({
    group: 'classified', method: 'GET', path: '/api/classified/getServiceProviders/{subCategoryId}', auth: 'public',
    summary: 'Approved and shown listings of one specific category, first page (most recently updated first)',
    params: () => z.strictObject({ subCategoryId: fields.id }),
    response: () => classified.serviceProviderPage,
    throttle: { rate: 20, burst: 40 },
  }),
  getServiceProvidersPage: route({
    group: 'classified', method: 'GET', path: '/api/classified/getServiceProviders/{subCategoryId}/{page}', auth: 'public',
    summary: 'A further page of the same listings',
    params: () => z.strictObject({ subCategoryId: fields.id, page: pageParam() }),
    response: () => classified.serviceProviderPage,
    throttle: { rate: 20, burst: 40 },
  }),
  saveServiceProvider: route({
    group: 'classified', method: 'POST', path: '/api/classified/saveServiceProvider', auth: 'member',
    summary: 'List a service (pending until a volunteer approves it; at most 5 a family)',
    body: () => classified.serviceProviderInput,
    response: () => classified.ownServiceProvider,
  }),
  updateServiceProvider: route({
    group: 'classified', method: 'POST', path: '/api/classified/updateServiceProvider/{providerId}', auth: 'member',
    summary: 'Edit an own listing (an approved one stays shown)',
    params: providerId,
    body: () => classified.serviceProviderInput,
    response: () => classified.ownServiceProvider,
  }),
  getMyServiceProviders: route({
    group: 'classified', method: 'GET', path: '/api/classified/getMyServiceProviders/{userId}', auth: 'member',
    summary: 'The member’s own listings, newest first, with their state',
    params: () => z.strictObject({ userId: fields.id }), owned: ['userId'],
    response: () => z.object({ items: z.array(classified.ownServiceProvider) }),
  }),
  getMyServiceProvider: route({
    group: 'classified', method: 'GET', path: '/api/classified/getMyServiceProvider/{providerId}', auth: 'member',
    summary: 'One own listing, the owner’s view (Show in Search, Last Updated)',
    params: providerId, owned: ['providerId'],
    response: () => classified.ownServiceProvider,
  }),
  manageServiceProviderDisplay: route({
    group: 'classified', method: 'PATCH', path: '/api/classified/manageServiceProviderDisplay/{providerId}', auth: 'member',
    summary: 'Enable or disable an own listing: its Show in Search',
    params: providerId, owned: ['providerId'],
    body: () => z.strictObject({ serviceProviderDisplayFlag: z.boolean() }),
    response: () => classified.ownServiceProvider,
  }),
  deleteServiceProvider: route({
    group: 'classified', method: 'DELETE', path: '/api/classified/deleteServiceProvider/{providerId}', auth: 'member',
    summary: 'Delete an own listing for good: it leaves the directory and the volunteers’ queue',
    params: providerId, owned: ['providerId'],
    response: message,
  }),
} as const;
