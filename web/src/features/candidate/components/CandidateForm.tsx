/**
 * The candidate details form, for a new profile (with the photo chooser and the disclaimer
 * checkbox) and for editing one. Posts to the route's action; the action's messages show beside
 * the fields, and the first invalid field takes the focus. The required sections come first, the
 * optional ones (which also have pages of their own) after them; each section is headed. What is
 * typed is kept as a draft (formDraft.ts) until the route's action saves it.
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Form } from 'react-router';
import { disclaimerTexts } from '#shared/consentTexts.js';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { Actions, Alert, BackButton, CheckboxField, FormMessages, SubmitButton } from '#web/components/forms';
import { Button } from '#web/components/plainControls';
import type { FormResult } from '#web/lib/api/failure';
import { chosenPhotoProblems, PHOTO_ACCEPT, PHOTO_ADVICE } from '#web/features/photos';
import { CareerSection, ContactSection, LocationSection } from './ContactSections';
import { EditVersionField } from './editConflict';
import { candidateFieldNames } from './formBody';
import { useFormDraft, type DraftValues } from './formDraft';
import { FormSection } from './FormSection';
import type { CandidateInitial } from './formSection';
import { FamilySection, HoroscopeSection } from './OptionalSections';
import { AboutSection, BackgroundSection } from './PersonalSections';

export const DRAFT_RESTORED = 'Draft restored';
export const DRAFT_OVER_NEWER =
  'your family saved the profile since you typed it: only the fields you changed are filled in again, over the newer version. Please check them before saving.';
export const LATER_NOTE =
  'The sections below are optional: fill them in now, or later from My Candidate Profile. What you type here is kept on this device until you save.';

/** The photo of a new profile: the submit uploads it once the profile is saved; it may be added later. */
function PhotoChooser({ onChosen }: { onChosen: (file: File | null) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    // Only a file that is no image is refused: a long name or a large photo is fixed on upload.
    const found = file ? (chosenPhotoProblems(file)[0] ?? null) : null;
    setProblem(found);
    onChosen(file && !found ? file : null);
  };
  return (
    <div className={`amplify-flex amplify-field photo-chooser${problem ? ' photo-chooser--error' : ''}`}>
      <label htmlFor={id} className="amplify-label">
        Candidate Photo
      </label>
      <p id={`${id}-hint`} className="amplify-field__description">
        {PHOTO_ADVICE} Submit saves the profile and uploads this photo. You may also save now and add photos later
        under Manage Photos: other families see the profile once it has a photo.
      </p>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
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

/** The draft's values as the sections read a saved profile (the one checkbox of the profile as a flag). */
function withDraft(initial: CandidateInitial, draft: DraftValues | null): CandidateInitial {
  if (!draft) return initial;
  const { candidateContactDetailsVisibilityFlag: shown, ...values } = draft;
  return {
    ...initial,
    ...(values as Partial<CandidateProfileView>),
    ...(shown !== undefined && { candidateContactDetailsVisibilityFlag: shown === 'on' }),
  };
}

export function CandidateForm({
  mode,
  draftKey,
  initial = {},
  result,
  done = false,
  onPhotoChosen,
}: {
  mode: 'new' | 'edit';
  /** Where this account keeps the draft of this form (formDraft.ts's draftKey). */
  draftKey: string;
  initial?: CandidateInitial;
  result: FormResult | undefined;
  /** After a successful save: everything read-only while the page moves on (and uploads the photo). */
  done?: boolean;
  /** New profile: the chosen photo once it is an image, or null. */
  onPhotoChosen?: (file: File | null) => void;
}) {
  const { form, restored, onEdit, onSubmit, discard } = useFormDraft(draftKey, initial.editVersion);
  // Typed over an older version: another member saved since, and only this member's changes come back.
  const overNewer = restored?.baseVersion !== undefined && initial.editVersion !== undefined && restored.baseVersion !== initial.editVersion;
  // A discarded draft starts the fields again from the saved profile (a new key remounts them).
  const [generation, setGeneration] = useState(0);
  // One message a field (an empty e-mail is both "required" and "invalid": say the first).
  const errors = Object.fromEntries(Object.entries(result?.errors ?? {}).map(([f, m]) => [f, m.slice(0, 1)]));
  const invalid = Object.keys(errors).length > 0;
  const values = withDraft(initial, restored?.values ?? null);
  const props = { initial: values, errors };

  useEffect(() => {
    if (!result?.errors) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [result, form]);

  const onDiscard = () => {
    discard();
    setGeneration((g) => g + 1);
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };

  return (
    <Form method="post" className="form cand-form" noValidate ref={form} onChange={onEdit} onSubmit={onSubmit}>
      <EditVersionField initial={initial} />
      {restored && !done && (
        <div className="cand-draft-note" role="status">
          <p>{overNewer ? `${DRAFT_RESTORED} — ${DRAFT_OVER_NEWER}` : `${DRAFT_RESTORED} — what you typed before is filled in again.`}</p>
          <Button onClick={onDiscard}>Discard draft</Button>
        </div>
      )}
      <fieldset key={generation} disabled={done} className="cand-form-body">
        <AboutSection {...props} />
        <BackgroundSection {...props} />
        <CareerSection {...props} />
        <LocationSection {...props} />
        <ContactSection {...props} />
        {mode === 'new' && (
          <FormSection title="Photo and Agreement">
            <PhotoChooser onChosen={(file) => onPhotoChosen?.(file)} />
            <CheckboxField
              name="agreeDisclaimer"
              label={disclaimerTexts.agreeCheckbox}
              defaultChecked={restored?.values.agreeDisclaimer === 'on'}
            />
          </FormSection>
        )}
        <p className="cand-later-note">
          {LATER_NOTE}
        </p>
        <FamilySection {...props} />
        <HoroscopeSection {...props} />
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
          <SubmitButton>{mode === 'new' ? 'Submit' : 'Save'}</SubmitButton>
        </Actions>
      )}
    </Form>
  );
}
