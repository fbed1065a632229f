/**
 * Photos: the photo items, upload tickets, photo requests' records, which photos a profile
 * admits, and which of them (with signed URLs) a viewer may see.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { countedPhotos, hasPhoto, syncPhotos } from './admittedPhotos.js';
export { REQUEST_DAYS, answerPhotoRequest, deletePhotoRequest, listReceivedPhotoRequests, listSentPhotoRequests, putNewPhotoRequest } from './entities/photoRequests.js';
export type { PhotoRequestRecord } from './entities/photoRequests.js';
export { deletePhotoItem, getPhoto, putNewPhoto } from './entities/photos.js';
export type { PhotoRecord } from './entities/photos.js';
export { claimTicketSlot, findTicket, releaseTicket } from './entities/uploadTickets.js';
export { cardPhotoFor, photoViewerOf, photosFor } from './photoAccess.js';
export type { Looker } from './photoAccess.js';
export { ownerPhoto, photosForView, withUrl } from './photoUrls.js';
