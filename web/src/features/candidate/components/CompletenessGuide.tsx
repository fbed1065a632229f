/**
 * The owner's completeness guide: how much of what other families read is filled (the server's
 * completenessOf, sent in the owner's view), and what is missing, grouped by the page that fills it.
 * Hidden once the profile is complete.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import type { CompletenessPlace, MissingItem } from '#shared/domain/completeness.js';
import { profileSections } from '#shared/domain/profileFields.js';
import { biodataTexts } from '#shared/texts.js';
import { paths } from '#web/lib/paths';

/** The page that fills a missing item, and its name in the list. */
function placeOf(place: CompletenessPlace, p: CandidateProfileView, userId: string): { to: string; name: string } {
  switch (place) {
    case 'family': return { to: paths.familyDetails(p.id), name: profileSections.family };
    case 'horoscope': return { to: paths.horoscope(p.id), name: profileSections.horoscope };
    case 'photos': return { to: paths.photos(p.id), name: 'Photos' };
    case 'expectations': return { to: paths.expectation(p.id), name: profileSections.expectations };
    default: return { to: paths.editProfile(p.id, p.userProfileId ?? userId), name: profileSections[place] };
  }
}

/** At most this many field names per page; the rest are counted ('and 4 more'). */
const NAMES_SHOWN = 3;

function namesOf(items: MissingItem[]): string {
  const names = items.map((i) => i.label);
  if (names.length <= NAMES_SHOWN) return names.join(', ');
  return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;
}

/** The missing items, one entry per page that fills them, in the order of the profile. */
function byPlace(missing: MissingItem[]): [CompletenessPlace, MissingItem[]][] {
  const groups = new Map<CompletenessPlace, MissingItem[]>();
  for (const item of missing) groups.set(item.place, [...(groups.get(item.place) ?? []), item]);
  return [...groups];
}

export function CompletenessGuide({ profile, userId }: { profile: CandidateProfileView; userId: string }) {
  const id = useId();
  const completeness = profile.completeness;
  if (!completeness || completeness.score >= 100) return null;
  const { score, missing } = completeness;
  return (
    <section className="completeness" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{biodataTexts.completenessTitle}</h2>
      <div
        className="completeness-bar"
        role="meter"
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={biodataTexts.completeText(score)}
      >
        <div className="completeness-fill" style={{ width: `${score}%` }} />
      </div>
      <p className="completeness-text">{biodataTexts.completeText(score)}</p>
      {missing.length > 0 && (
        <>
          <p id={`${id}-missing`}>{biodataTexts.completenessIntro}</p>
          <ul aria-labelledby={`${id}-missing`}>
            {byPlace(missing).map(([place, items]) => {
              const { to, name } = placeOf(place, profile, userId);
              return (
                <li key={place}>
                  <Link to={to}>{name}</Link>
                  {place !== 'photos' && place !== 'expectations' ? `: ${namesOf(items)}` : items[0]?.label !== name ? `: ${items[0]?.label}` : ''}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
