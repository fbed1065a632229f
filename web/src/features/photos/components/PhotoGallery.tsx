import type { Photo } from '#shared/domain/candidate.js';

/** The spec's thumbnail widths: 200 on the upload, own-photos and shared pages, 60 in lists. */
export type ThumbnailWidth = 200 | 60;

/** Where a photo stands among the shown ones, as buttons and images are named: 'photo 2 of 3'. */
export const photoPosition = (index: number, count: number) => `photo ${index + 1} of ${count}`;

/**
 * A row of photo thumbnails (the view copies). With `onPhotoClick` every photo is a button named by
 * `actionLabel` with its position ('Delete photo 2 of 3'), never its file name, which a screen
 * reader would spell out; without it the photos are plain images. The owner's photos carry a link
 * to the original as uploaded (only the owner's views have `originalURL`).
 */
export function PhotoGallery({
  photos,
  width = 200,
  label = 'Photos',
  onPhotoClick,
  actionLabel = (position) => `Open ${position}`,
  busyPhotoId,
  emptyText = 'No Photos are uploaded yet!',
}: {
  photos: readonly Photo[];
  width?: ThumbnailWidth;
  label?: string;
  onPhotoClick?: (photo: Photo) => void;
  /** The button's name from the photo's position ('photo 2 of 3'). */
  actionLabel?: (position: string, photo: Photo) => string;
  busyPhotoId?: string | undefined;
  emptyText?: string;
}) {
  if (photos.length === 0) return <p className="photo-gallery-empty">{emptyText}</p>;
  return (
    <ul className={`photo-gallery photo-gallery-${width}`} aria-label={label}>
      {photos.map((photo, index) => {
        const position = photoPosition(index, photos.length);
        return (
          <li key={photo.id}>
            {onPhotoClick ? (
              <button
                type="button"
                className="photo-button"
                aria-label={actionLabel(position, photo)}
                aria-busy={busyPhotoId === photo.id || undefined}
                disabled={busyPhotoId !== undefined}
                onClick={() => onPhotoClick(photo)}
              >
                <img src={photo.fileURL} alt="" width={width} loading="lazy" />
              </button>
            ) : (
              <img src={photo.fileURL} alt={`Photo ${index + 1} of ${photos.length}`} width={width} loading="lazy" />
            )}
            {photo.originalURL && (
              <a className="photo-original" href={photo.originalURL} target="_blank" rel="noopener noreferrer" aria-label={`Open the original of ${position} in a new tab`}>
                Original
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
