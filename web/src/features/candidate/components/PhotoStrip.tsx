import { useId } from 'react';
import type { Photo } from '#shared/domain/candidate.js';

/**
 * The photos of a profile view, as the server gave them (short-lived signed URLs). Width 200 on the
 * own and shared views, 60 on another member's profile; a small one opens the view copy (at most 1024 px).
 */
export function PhotoStrip({
  photos,
  width,
  title,
  name,
  empty,
}: {
  photos: readonly Photo[];
  width: 200 | 60;
  title: string;
  /** Whose photos, for the images' text alternative. */
  name: string;
  /** Shown when there is no photo. */
  empty: string;
}) {
  const id = useId();
  return (
    <section className="photo-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {photos.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={`photo-strip photo-strip--${width}`}>
          {photos.map((p, i) => {
            const alt = `${name}, photo ${i + 1} of ${photos.length}`;
            const img = <img src={p.fileURL} alt={alt} width={width} loading="lazy" decoding="async" />;
            return (
              <li key={p.id}>
                {width === 60 ? (
                  <a href={p.fileURL} target="_blank" rel="noopener noreferrer" title="Open the larger photo in a new tab">
                    {img}
                  </a>
                ) : (
                  img
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
