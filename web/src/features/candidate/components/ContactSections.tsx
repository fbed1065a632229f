/** The candidate form's later sections: education and work, where the candidate lives, the contact. */
import { useState } from 'react';
import { Fieldset } from '@aws-amplify/ui-react';
import {
  contactRelations, countries, educations, immigrationStatusesRegistration, openToRelocateOptions, phoneCountryCodes,
  professions, statesFor,
} from '#shared/domain/lists.js';
import { CheckboxField, TextField } from '../../../components/forms';
import { Select } from '../../../components/Select';
import { withCurrent, type SectionProps } from './formSection';

export function CareerSection({ initial, errors }: SectionProps) {
  return (
    <Fieldset legend="Education and Work" variation="outlined" className="cand-section">
      <div className="cand-grid">
        <Select name="education" label="Education" choices={educations} defaultValue={initial.education} errors={errors.education} />
        <Select
          name="profession"
          label="Profession"
          choices={professions}
          defaultValue={initial.profession}
          errors={errors.profession}
        />
        <TextField
          name="employerName"
          label="Employer (optional)"
          autoComplete="off"
          defaultValue={initial.employerName}
          errors={errors.employerName}
        />
        <Select
          name="immiStatus"
          label="Immigration Status"
          choices={withCurrent(immigrationStatusesRegistration, initial.immiStatus)}
          defaultValue={initial.immiStatus}
          errors={errors.immiStatus}
        />
      </div>
    </Fieldset>
  );
}

export function LocationSection({ initial, errors }: SectionProps) {
  const [country, setCountry] = useState(initial.country ?? '');
  const [state, setState] = useState(initial.state ?? '');
  const states = statesFor(country);
  return (
    <Fieldset legend="Where the Candidate Lives" variation="outlined" className="cand-section">
      <div className="cand-grid">
        <TextField name="city" label="City" autoComplete="off" defaultValue={initial.city} required errors={errors.city} />
        <Select
          name="country"
          label="Country"
          choices={countries}
          value={country}
          onChange={(next) => {
            setCountry(next);
            setState('');
          }}
          errors={errors.country}
        />
        {states ? (
          <Select
            key={country}
            name="state"
            label={country === 'Canada' ? 'State / Province' : 'State'}
            choices={states}
            value={state}
            onChange={setState}
            errors={errors.state}
          />
        ) : (
          <TextField
            name="state"
            label="State / Province / Region"
            autoComplete="off"
            value={state}
            onChange={(e) => setState(e.target.value)}
            required
            errors={errors.state}
          />
        )}
        <Select
          name="openToRelocate"
          label="Open to Relocate"
          choices={openToRelocateOptions}
          defaultValue={initial.openToRelocate}
          errors={errors.openToRelocate}
        />
      </div>
    </Fieldset>
  );
}

export function ContactSection({ initial, errors }: SectionProps) {
  return (
    <Fieldset legend="Contact" variation="outlined" className="cand-section">
      <div className="cand-grid">
        <TextField
          name="contactPersonName"
          label="Contact Person Name"
          autoComplete="name"
          defaultValue={initial.contactPersonName}
          required
          errors={errors.contactPersonName}
        />
        <Select
          name="contactRelation"
          label="Contact Person Relation"
          choices={contactRelations}
          defaultValue={initial.contactRelation}
          errors={errors.contactRelation}
        />
        <Select
          name="contactPhoneCountryCode"
          label="Phone Country Code"
          choices={withCurrentOption(initial.contactPhoneCountryCode)}
          defaultValue={initial.contactPhoneCountryCode ?? '+1'}
          errors={errors.contactPhoneCountryCode}
        />
        <TextField
          name="contactPhoneNumber"
          label="Contact Person Phone"
          type="tel"
          autoComplete="tel-national"
          defaultValue={initial.contactPhoneNumber}
          required
          errors={errors.contactPhoneNumber}
        />
      </div>
      <CheckboxField
        name="candidateContactDetailsVisibilityFlag"
        label="Show the contact person's name and phone to other members"
        defaultChecked={initial.candidateContactDetailsVisibilityFlag ?? false}
        errors={errors.candidateContactDetailsVisibilityFlag}
      />
    </Fieldset>
  );
}

function withCurrentOption(current: string | undefined) {
  return current && !phoneCountryCodes.some((o) => o.value === current)
    ? [...phoneCountryCodes, { value: current, label: current }]
    : phoneCountryCodes;
}
