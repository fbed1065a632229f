/**
 * The candidate details form, for a new profile (with the photo chooser and the disclaimer
 * checkbox) and for editing one. Posts to the route's action; the action's messages show beside
 * the fields, and the first invalid field takes the focus.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Form } from 'react-router';
import { photoFileProblems } from '#shared/domain/candidate.js';
import { disclaimerTexts } from '#shared/consentTexts.js';
import { Actions, Alert, BackButton, CheckboxField, FormMessages, SubmitButton } from '#web/components/forms';
import type { FormResult } from '#web/lib/api/failure';
import { CareerSection, ContactSection, LocationSection } from './ContactSections';
import { candidateFieldNames } from './formBody';
import type { CandidateInitial } from './formSection';
import { FamilySection, HoroscopeSection } from './OptionalSections';
import { AboutSection, BackgroundSection } from './PersonalSections';

/** The photo of a new profile: the submit uploads it once the profile is saved. */
function PhotoChooser({ onChosen }: { onChosen: (file: File | null) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    // The shared check (the upload page and the server use it too); the chooser shows its first message.
    const found = file ? (photoFileProblems(file)[0] ?? null) : null;
    setProblem(found);
    onChosen(file && !found ? file : null);
  };
  return (
    <div className={`amplify-flex amplify-field photo-chooser${problem ? ' photo-chooser--error' : ''}`}>
      <label htmlFor={id} className="amplify-label">
        Candidate Photo
      </label>
      <p id={`${id}-hint`} className="amplify-field__description">
        A .jpg, .jpeg or .png file under 5MB, with a file name under 40 characters. Submit saves the profile and
        uploads this photo; it is enabled once a photo is chosen.
      </p>
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png"
        aria-describedby={problem ? `${id}-err ${id}-hint` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={onChange}
      />
      {problem && (
        <p id={`${id}-err`} className="amplify-text amplify-field__error-message">
          {problem}
        </p>
      )}
    </div>
  );
}

export function CandidateForm({
  mode,
  initial = {},
  result,
  done = false,
  onPhotoChosen,
}: {
  mode: 'new' | 'edit';
  initial?: CandidateInitial;
  result: FormResult | undefined;
  /** After a successful save: everything read-only while the page moves on (and uploads the photo). */
  done?: boolean;
  /** New profile: the chosen photo once it passed the shared check, or null. */
  onPhotoChosen?: (file: File | null) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [photoChosen, setPhotoChosen] = useState(false);
  const choosePhoto = (file: File | null) => {
    setPhotoChosen(Boolean(file));
    onPhotoChosen?.(file);
  };
  // One message a field (an empty e-mail is both "required" and "invalid": say the first).
  const errors = Object.fromEntries(Object.entries(result?.errors ?? {}).map(([f, m]) => [f, m.slice(0, 1)]));
  const invalid = Object.keys(errors).length > 0;

  useEffect(() => {
    if (!result?.errors) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [result]);

  return (
    <Form method="post" className="form cand-form" noValidate ref={formRef}>
      <fieldset disabled={done} className="cand-form-body">
        <AboutSection initial={initial} errors={errors} />
        <BackgroundSection initial={initial} errors={errors} />
        <CareerSection initial={initial} errors={errors} />
        <LocationSection initial={initial} errors={errors} />
        <FamilySection initial={initial} errors={errors} />
        <HoroscopeSection initial={initial} errors={errors} />
        <ContactSection initial={initial} errors={errors} />
        {mode === 'new' && (
          <>
            <CheckboxField name="agreeDisclaimer" label={disclaimerTexts.agreeCheckbox} />
            <PhotoChooser onChosen={choosePhoto} />
          </>
        )}
      </fieldset>
      {invalid && !result?.message && (
        <Alert>
          <p>Please correct the highlighted fields.</p>
        </Alert>
      )}
      <FormMessages result={result} fields={candidateFieldNames} />
      {!done && (
        <Actions>
          <BackButton />
          <SubmitButton disabled={mode === 'new' && !photoChosen}>{mode === 'new' ? 'Submit' : 'Save'}</SubmitButton>
        </Actions>
      )}
    </Form>
  );
}
