/**
 * A candidate profile, read-only, exactly as the server sent it for this viewer: masked values come
 * masked, fields the viewer may not see are simply absent. Nothing is hidden or masked here.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { trustTexts } from '#shared/domain/trust.js';
import { GOTRA_OTHER, dobMonths, smokeHabitsOptions } from '#shared/domain/lists.js';
import { ShowMore } from '../../../components/ShowMore';
import { paths } from '../../../lib/paths';

type Row = [term: string, value: ReactNode | string | undefined | null];

const monthName = (m: number) => dobMonths.find((o) => o.value === m)?.label ?? String(m);
const smokeLabel = (v: string) => smokeHabitsOptions.find((o) => o.value === v)?.label ?? v;
const yesNo = (flag: boolean | undefined) => (flag ? 'Yes' : 'No');

/** The spec's last-updated wording: 'Today' or 'N Days back' (calendar days, local time). */
export function lastUpdated(iso: string, now = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((day(now) - day(then)) / 86_400_000);
  return days <= 0 ? 'Today' : `${days} Days back`;
}

function DetailsSection({ title, rows, truncate }: { title: string; rows: Row[]; truncate: boolean }) {
  const id = useId();
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (shown.length === 0) return null;
  return (
    <section className="cand-details" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="details">
        {shown.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{truncate && typeof value === 'string' ? <ShowMore text={value} limit={60} /> : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How the family came in, as members may know it (never who referred it). */
const referralLine = { member: trustTexts.referredByMember, volunteers: trustTexts.invitedByVolunteers } as const;

export function ProfileDetails({
  profile: p,
  truncate = false,
  audience = 'members',
}: {
  profile: CandidateProfileView;
  truncate?: boolean;
  /** Who reads it: the public shared page ('public') never shows how the family came in. */
  audience?: 'members' | 'public';
}) {
  const gotra = p.gotra === GOTRA_OTHER && p.enteredGotra ? p.enteredGotra : p.gotra;
  const phone = `${p.contactPhoneCountryCode} ${p.contactPhoneNumber}`.trim();
  const owner = p.ownProfile;
  const sharedUrl = p.candidateProfilePublicURL;
  return (
    <div className="cand-profile">
      {!owner && audience === 'members' && p.referredBy && <p className="referral-line">{referralLine[p.referredBy]}</p>}
      <DetailsSection
        title="About the Candidate"
        truncate={truncate}
        rows={[
          ['First Name', p.firstName],
          ['Last Name', p.lastName],
          ['Email', p.email],
          ['Gender', p.gender],
          ['Age', `${p.age} years`],
          ['Birth Month and Year', `${monthName(p.dobMonth)} ${p.dobYear}`],
          ['Height', p.height],
          ['Birth Country', p.birthCountry],
          ['Brought Up Country', p.broughtUpCountry],
        ]}
      />
      <DetailsSection
        title="Background and Habits"
        truncate={truncate}
        rows={[
          ['Religion', p.religion],
          ['Gotra', gotra],
          ['Native Language', p.nativeLanguage],
          ['Food Habits', p.foodHabits],
          ['Drink Habits', p.drinkHabits],
          ['Smoke Habits', smokeLabel(p.smokeHabits)],
          ['Marriage Status', p.marriageStatus],
          ['Years in Previous Marriage', p.yearsInPreviousMarriage],
          ['Children from Previous Marriage', p.numOfChildrenFromPrevMarriage],
        ]}
      />
      <DetailsSection
        title="Education and Work"
        truncate={truncate}
        rows={[
          ['Education', p.education],
          ['Profession', p.profession],
          ['Employer', p.employerName],
          ['Immigration Status', p.immiStatus],
        ]}
      />
      <DetailsSection
        title="Where the Candidate Lives"
        truncate={truncate}
        rows={[
          ['City', p.city],
          ['State', p.state],
          ['Country', p.country],
          ['Open to Relocate', p.openToRelocate],
        ]}
      />
      <DetailsSection
        title="Contact"
        truncate={truncate}
        rows={[
          ['Contact Person', p.contactPersonName],
          ['Relation', p.contactRelation],
          ['Phone', phone],
        ]}
      />
      {!owner && p.contactDetailsMasked && (
        <p className="cand-note">The family shows its contact details to members only in part.</p>
      )}
      {p.expectations && (
        <DetailsSection
          title="Expectations"
          truncate={false}
          rows={[['About the Match', <ShowMore key="e" text={p.expectations} limit={100} />]]}
        />
      )}
      {owner && (
        <DetailsSection
          title="Profile Settings"
          truncate={false}
          rows={[
            ['Contact details shown to members', yesNo(p.candidateContactDetailsVisibilityFlag)],
            ['Profile status', p.candidateProfileVisibilityFlag ? 'Enabled' : 'Disabled'],
            [
              'Shared URL',
              sharedUrl ? <Link to={paths.shared(sharedUrl)}>{`${location.origin}${paths.shared(sharedUrl)}`}</Link> : 'Not shared',
            ],
            ['Last updated', lastUpdated(p.updatedDate)],
          ]}
        />
      )}
    </div>
  );
}
