import type { Photo } from '#shared/domain/candidate.js';

/** The spec's thumbnail widths: 200 on the upload, own-photos and shared pages, 60 in lists. */
export type ThumbnailWidth = 200 | 60;

/**
 * A row of photo thumbnails (the view copies). With `onPhotoClick` every photo is a button named by
 * `actionLabel` (e.g. 'Delete photo {fileName}'); without it the photos are plain images. The owner's
 * photos carry a link to the original as uploaded (only the owner's views have `originalURL`).
 */
export function PhotoGallery({
  photos,
  width = 200,
  label = 'Photos',
  onPhotoClick,
  actionLabel = (p) => `Open photo ${p.fileName}`,
  busyPhotoId,
  emptyText = 'No Photos are uploaded yet!',
}: {
  photos: readonly Photo[];
  width?: ThumbnailWidth;
  label?: string;
  onPhotoClick?: (photo: Photo) => void;
  actionLabel?: (photo: Photo) => string;
  busyPhotoId?: string | undefined;
  emptyText?: string;
}) {
  if (photos.length === 0) return <p className="photo-gallery-empty">{emptyText}</p>;
  return (
    <ul className={`photo-gallery photo-gallery-${width}`} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id}>
          {onPhotoClick ? (
            <button
              type="button"
              className="photo-button"
              aria-label={actionLabel(photo)}
              aria-busy={busyPhotoId === photo.id || undefined}
              disabled={busyPhotoId !== undefined}
              onClick={() => onPhotoClick(photo)}
            >
              <img src={photo.fileURL} alt="" width={width} loading="lazy" />
            </button>
          ) : (
            <img src={photo.fileURL} alt={`Photo ${photo.fileName}`} width={width} loading="lazy" />
          )}
          {photo.originalURL && (
            <a className="photo-original" href={photo.originalURL} target="_blank" rel="noopener noreferrer" aria-label={`Open the original of photo ${photo.fileName} in a new tab`}>
              Original
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
