/** The candidate form's later sections: education and work, where the candidate lives, the contact. */
import { useState } from 'react';
import { phoneCountryCodes, statesFor } from '#shared/domain/lists.js';
import { formFieldsOf, formLabelOf, profileSections } from '#shared/domain/profileFields.js';
import { CheckboxField, TextField } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { FormSection } from './FormSection';
import type { SectionProps } from './formSection';
import { ProfileInput } from './ProfileInput';

/** Every field the catalogue puts in the section: a new one there is asked with no change here. */
export function CareerSection(props: SectionProps) {
  return (
    <FormSection title={profileSections.career}>
      <div className="cand-grid">
        {formFieldsOf('career').map((f) => <ProfileInput key={f.key} name={f.key} {...props} />)}
      </div>
    </FormSection>
  );
}

export function LocationSection(props: SectionProps) {
  const { initial, errors } = props;
  const [country, setCountry] = useState(initial.country ?? '');
  const [state, setState] = useState(initial.state ?? '');
  const states = statesFor(country);
  const chooseCountry = (next: string) => {
    setCountry(next);
    setState('');
  };
  // The country comes before the state here: it decides the state's list and label.
  return (
    <FormSection title={profileSections.location}>
      <div className="cand-grid">
        <ProfileInput name="city" {...props} />
        <ProfileInput name="country" {...props} value={country} onChange={chooseCountry} />
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
        <ProfileInput name="openToRelocate" {...props} />
      </div>
    </FormSection>
  );
}

export function ContactSection(props: SectionProps) {
  const { initial, errors } = props;
  return (
    <FormSection title={profileSections.contact}>
      <div className="cand-grid">
        <ProfileInput name="contactPersonName" {...props} />
        <ProfileInput name="contactRelation" {...props} />
        <ProfileInput
          name="contactPhoneCountryCode"
          {...props}
          choices={withCurrentOption(initial.contactPhoneCountryCode)}
          defaultValue={initial.contactPhoneCountryCode ?? '+1'}
        />
        <ProfileInput name="contactPhoneNumber" {...props} />
      </div>
      <CheckboxField
        name="candidateContactDetailsVisibilityFlag"
        label={formLabelOf('candidateContactDetailsVisibilityFlag')}
        defaultChecked={initial.candidateContactDetailsVisibilityFlag ?? false}
        errors={errors.candidateContactDetailsVisibilityFlag}
      />
    </FormSection>
  );
}

function withCurrentOption(current: string | undefined) {
  return current && !phoneCountryCodes.some((o) => o.value === current)
    ? [...phoneCountryCodes, { value: current, label: current }]
    : phoneCountryCodes;
}
