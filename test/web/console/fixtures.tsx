/** What the console's page tests share: the routes as the app mounts them, a volunteer, sample answers. */
import type { RouteObject } from 'react-router';
import type { AuditEntry } from '#shared/domain/audit.js';
import type { ModeratedListing } from '#shared/domain/classified.js';
import { ErrorContent } from '#web/app/ErrorPage';
import { consoleRoutes } from '#web/features/console/routes';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

/** As app/router.tsx mounts them: under the app's error element, so a refusal shows the real 404 page. */
export const routes: RouteObject[] = [{ errorElement: <ErrorContent />, children: consoleRoutes }];

export function openAsVolunteer(at: string) {
  signedIn({ volunteer: true, firstName: 'Vimala' });
  return renderRoutes(routes, at);
}

export const listing = (id: string, title: string, changes: Partial<ModeratedListing> = {}): ModeratedListing => ({
  id,
  serviceProviderTitle: title,
  serviceProviderSubTitle: 'Vegetarian wedding catering',
  serviceProviderDescription: 'Full-service catering for weddings of up to 500 guests.',
  serviceProviderContactName: 'Anil Mehta',
  serviceProviderPhoneCountryCode: '+1',
  serviceProviderPhone: '5125550101',
  serviceProviderEmail: 'anil@example.com',
  serviceProviderWebsite: 'https://example.com/catering',
  sample: false,
  updatedDate: '2025-03-14T10:00:00.000Z',
  subCategoryId: 'sub-0001',
  categoryId: 'cat-0001',
  serviceProviderDisplayFlag: true,
  status: 'pending',
  userProfileId: 'user-0002',
  createdDate: '2025-03-14T10:00:00.000Z',
  version: 1,
  ...changes,
});

export const entry = (id: string, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  volunteerId: 'vol-0001',
  volunteerEmail: 'vimala@example.com',
  kind: 'listing.approve',
  itemType: 'listing',
  itemId: 'sp-0001',
  itemLabel: 'Annapurna Caterers',
  createdDate: '2025-03-14T10:00:00.000Z',
  ...changes,
});
