import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Photo } from '#shared/domain/candidate.js';
import { Button } from '#web/components/plainControls';
import { FullScreenPhoto } from './FullScreenPhoto';
import { useSwipe } from './useSwipe';

/**
 * Candidate Details' photos, first and large: one photo at a time (Previous and Next, the arrow
 * keys, a swipe), the 'Shared Photos' row of thumbnails to pick one, and a tap on the large photo
 * opens it full screen inside the app. The photos are the server's short-lived signed URLs of the
 * view copy (at most 1024 px); what it holds back it does not send, and `empty` says why.
 */
export function ProfilePhotos({ photos, name, empty }: { photos: readonly Photo[]; name: string; empty: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const count = photos.length;
  const move = (step: 1 | -1) => setIndex((i) => (i + step + count) % count);
  const swipe = useSwipe(move);

  if (count === 0) {
    return (
      <div className="hero-photos">
        <p className="hero-photo hero-photo--none">{empty}</p>
      </div>
    );
  }
  const shown = Math.min(index, count - 1);
  const photo = photos[shown]!;
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2 || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    e.preventDefault();
    move(e.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <div className="hero-photos">
      <div className="hero-photo" {...swipe.handlers}>
        <button
          ref={openerRef}
          type="button"
          className="hero-photo-open"
          aria-label={`${name}, photo ${shown + 1} of ${count}: open full screen`}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!swipe.endedSwipe()) setFullScreen(true);
          }}
        >
          <img src={photo.fileURL} alt="" decoding="async" />
        </button>
      </div>
      {count > 1 && (
        <div className="hero-photo-nav">
          <Button aria-label="Previous photo" onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
          </Button>
          <span className="hero-photo-count" aria-live="polite">
            Photo {shown + 1} of {count}
          </span>
          <Button aria-label="Next photo" onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
      <section className="hero-thumbs" aria-labelledby={headingId}>
        <h3 id={headingId}>Shared Photos</h3>
        <ul>
          {photos.map((p, i) => (
            <li key={p.id}>
              <button type="button" aria-current={i === shown || undefined} onClick={() => setIndex(i)}>
                <img src={p.fileURL} alt={`${name}, photo ${i + 1} of ${count}`} width={60} height={60} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      </section>
      <FullScreenPhoto
        photos={photos}
        index={fullScreen ? shown : null}
        name={name}
        onMove={move}
        onClose={() => {
          setFullScreen(false);
          openerRef.current?.focus();
        }}
      />
    </div>
  );
}
