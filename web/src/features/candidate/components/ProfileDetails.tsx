/**
 * A candidate profile, read-only, exactly as the server sent it for this viewer: masked values come
 * masked, fields the viewer may not see are simply absent. Nothing is hidden or masked here.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { trustTexts } from '#shared/domain/trust.js';
import { profileSectionTexts } from '#shared/texts.js';
import { fieldsOf, profileSections, type ProfileField, type ProfileSection } from '#shared/domain/profileFields.js';
import { ShowMore } from '#web/components/ShowMore';
import { paths } from '#web/lib/paths';

type Row = [term: string, value: ReactNode | string | undefined | null];

/** The spec's last-updated wording: 'Today' or 'N Days back' (calendar days, local time). */
export function lastUpdated(iso: string, now = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((day(now) - day(then)) / 86_400_000);
  return days <= 0 ? 'Today' : `${days} Days back`;
}

/** The owner's way to a section's own page: a link beside its heading, or an invitation when it is empty. */
interface SectionLink {
  to: string;
  /** The link's text when the section has rows, and when it has none. */
  edit: string;
  add: string;
  invite: string;
}

function DetailsSection({ title, rows, truncate, link }: { title: string; rows: Row[]; truncate: boolean; link?: SectionLink | undefined }) {
  const id = useId();
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (shown.length === 0 && !link) return null;
  if (shown.length === 0) {
    return (
      <section className="cand-details" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <p className="cand-note">{link!.invite}</p>
        <Link to={link!.to}>{link!.add}</Link>
      </section>
    );
  }
  return (
    <section className="cand-details" aria-labelledby={id}>
      <div className="cand-details-head">
        <h2 id={id}>{title}</h2>
        {link && <Link to={link.to}>{link.edit}</Link>}
      </div>
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

/** A field's row: as the catalogue reads it, or as stored; the web's own readings for the shared link and the date. */
function rowOf(f: ProfileField, p: CandidateProfileView): Row {
  if (f.key === 'candidateProfilePublicURL') {
    const url = p.candidateProfilePublicURL;
    return [f.label, url ? <Link to={paths.shared(url)}>{`${location.origin}${paths.shared(url)}`}</Link> : 'Not shared'];
  }
  if (f.key === 'updatedDate') return [f.label, lastUpdated(p.updatedDate)];
  if (f.key === 'expectations') return [f.label, p.expectations && <ShowMore key="e" text={p.expectations} limit={100} />];
  return [f.label, f.show ? f.show(p) : (p[f.key as keyof CandidateProfileView] as string | undefined)];
}

const rowsOf = (section: ProfileSection, p: CandidateProfileView) =>
  fieldsOf(section).filter((f) => f.show !== false).map((f) => rowOf(f, p));

function Section({ section, p, truncate, link }: { section: ProfileSection; p: CandidateProfileView; truncate: boolean; link?: SectionLink | undefined }) {
  return <DetailsSection title={profileSections[section]} truncate={truncate} rows={rowsOf(section, p)} link={link} />;
}

/** The optional sections with a page of their own, and the owner's links to them. */
const ownPageLinks = (p: CandidateProfileView) => ({
  family: {
    to: paths.familyDetails(p.id), edit: 'Edit Family Details', add: 'Add Family Details', invite: profileSectionTexts.familyInvite,
  },
  horoscope: {
    to: paths.horoscope(p.id), edit: 'Edit Horoscope', add: 'Add Horoscope', invite: profileSectionTexts.horoscopeInvite,
  },
});

export function ProfileDetails({
  profile: p,
  truncate = false,
  audience = 'members',
  sectionLinks = false,
}: {
  profile: CandidateProfileView;
  truncate?: boolean;
  /** Who reads it: the public shared page ('public') never shows how the family came in. */
  audience?: 'members' | 'public';
  /**
   * The owner's own profile page: each optional section links to its own page, and one with nothing
   * given shows an invitation instead (elsewhere an empty section is simply not shown).
   */
  sectionLinks?: boolean;
}) {
  const owner = p.ownProfile;
  const links = owner && sectionLinks ? ownPageLinks(p) : undefined;
  return (
    <div className="cand-profile">
      {!owner && audience === 'members' && p.referredBy && <p className="referral-line">{referralLine[p.referredBy]}</p>}
      {(['about', 'background', 'career', 'location', 'family', 'horoscope', 'contact'] as const).map((section) => (
        <Section key={section} section={section} p={p} truncate={truncate} link={section === 'family' || section === 'horoscope' ? links?.[section] : undefined} />
      ))}
      {!owner && p.contactDetailsMasked && (
        <p className="cand-note">The family shows its contact details to members only in part.</p>
      )}
      {p.expectations && <Section section="expectations" p={p} truncate={false} />}
      {owner && <Section section="settings" p={p} truncate={false} />}
    </div>
  );
}
