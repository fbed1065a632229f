import { useId, type ReactNode } from 'react';
import { Button } from '#web/components/plainControls';
import type { ProfileCard as Card } from '#shared/domain/search.js';
import { photoAccessTexts } from '#shared/texts.js';
import { RequestPhotosButton } from './RequestPhotosButton';

/** The spec's list thumbnail width (ProfileSearch). */
const PHOTO_WIDTH = 60;

/**
 * One profile in a result list, as the server shaped it for a member: a 60-pixel photo, first name,
 * age, height, where the candidate lives, profession and a View button; `children` (e.g. a fit
 * line) and `actions` (Save To My List, Not Interested, Remove) come from the list using it.
 */
export function ProfileCard({
  card,
  onView,
  actions,
  children,
}: {
  card: Card;
  onView: (card: Card) => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const nameId = useId();
  const place = [card.city, card.country].filter(Boolean).join(', ');
  return (
    <article className="profile-card" aria-labelledby={nameId}>
      <div className="profile-card-head">
        {card.photoURL ? (
          <img
            className="profile-card-photo"
            src={card.photoURL}
            alt={`Photo of ${card.firstName}`}
            width={PHOTO_WIDTH}
            height={PHOTO_WIDTH}
            loading="lazy"
            decoding="async"
          />
        ) : card.photosHeldBack ? (
          // The family shows members no photo: a neutral placeholder says so, in words.
          <span className="profile-card-photo profile-card-photo--on-request">{photoAccessTexts.onRequest}</span>
        ) : (
          // A neutral stand-in keeps the cards aligned; it says nothing a screen reader needs.
          <span className="profile-card-photo profile-card-photo--none" aria-hidden="true">
            {card.firstName.slice(0, 1)}
          </span>
        )}
        <div className="profile-card-summary">
          <h3 id={nameId} className="profile-card-name">
            {card.firstName}
          </h3>
          <p>
            {card.age} years · {card.height}
          </p>
          {place && <p>{place}</p>}
          <p>{card.profession}</p>
        </div>
      </div>
      {children}
      <div className="profile-card-actions">
        {/* Named 'View' as the spec says; the card's heading (its label) tells which profile. */}
        <Button size="small" onClick={() => onView(card)}>
          View
        </Button>
        {actions}
        {card.photosHeldBack && <RequestPhotosButton candidateId={card.id} request={card.photoRequest} />}
      </div>
    </article>
  );
}
