/**
 * One field of the candidate form as the profile field catalogue declares it: its label, its input
 * (a text, time or e-mail field, a textarea with its counter, or a select of its list) and, for the
 * sections, its saved value and its messages. The form's own optional fields are never required.
 */
import { useRef, useState } from 'react';
import { TextAreaField } from '@aws-amplify/ui-react';
import { ABOUT_FAMILY_MAX } from '#shared/domain/candidate.js';
import { profileSectionTexts } from '#shared/texts.js';
import { formLabelOf, listOf, profileField, type CatalogueKey, type FieldChoice } from '#shared/domain/profileFields.js';
import { lines, TextField } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { withCurrent, type SectionProps } from './formSection';

/** The longest text each free-text field takes (the schema's limit, which the counter counts down from). */
const textareaMax: Partial<Record<CatalogueKey, number>> = { aboutFamily: ABOUT_FAMILY_MAX };

interface ProfileInputProps extends SectionProps {
  name: CatalogueKey;
  /** Controlled: the section decides another field by this one (gotra, marriage status, brothers). */
  value?: string;
  onChange?: (value: string) => void;
  /** Where the section offers its own choices (the phone codes keep a saved code the list lost). */
  choices?: readonly FieldChoice[];
  defaultValue?: string;
}

export function ProfileInput({ name, initial, errors, value, onChange, choices, defaultValue }: ProfileInputProps) {
  const field = profileField(name);
  const label = formLabelOf(name);
  const saved = (defaultValue ?? initial[name as keyof typeof initial]) as string | number | undefined;
  const required = field.optional ? undefined : true;
  if (field.input === 'select') {
    const offered = field.offered ? withCurrent(field.offered, saved as string | undefined) : listOf(field);
    const control = value !== undefined ? { value, onChange } : { defaultValue: saved };
    return <Select name={name} label={label} choices={choices ?? offered} {...control} required={Boolean(required)} errors={errors[name]} />;
  }
  if (field.input === 'textarea') {
    return <CountedTextArea name={name} label={label} max={textareaMax[name] ?? 1000} initial={saved === undefined ? '' : String(saved)} errors={errors[name]} />;
  }
  return (
    <TextField
      name={name}
      label={label}
      {...(field.input !== 'text' && { type: field.input })}
      autoComplete={field.autoComplete ?? 'off'}
      defaultValue={saved}
      required={required}
      errors={errors[name]}
    />
  );
}

/**
 * Free text with a live count of the characters left (the counter is the field's description, so a
 * screen reader reads it with the field; line breaks count as one character, as the server counts them).
 */
function CountedTextArea({ name, label, max, initial, errors = [] }: { name: string; label: string; max: number; initial: string; errors: readonly string[] | undefined }) {
  const [text, setText] = useState(initial);
  // The browser drops what a paste brings beyond the limit without a word: the counter says so,
  // until the next change that is not a paste.
  const [cut, setCut] = useState(false);
  const pasting = useRef(false);
  const shownErrors = [...new Set(errors)];
  return (
    <TextAreaField
      name={name}
      label={label}
      className="cand-wide"
      rows={4}
      maxLength={max}
      value={text}
      onChange={(e) => {
        setText(e.target.value.slice(0, max));
        if (!pasting.current) setCut(false);
        pasting.current = false;
      }}
      onPaste={(e) => {
        const area = e.currentTarget;
        const room = max - (area.value.length - (area.selectionEnd - area.selectionStart));
        // A Windows line break (CRLF) lands in the box as one character.
        pasting.current = true;
        setCut(e.clipboardData.getData('text').replace(/\r\n/g, '\n').length > room);
      }}
      descriptiveText={
        <span className="char-counter">
          {profileSectionTexts.charactersLeft(max - text.length)}
          {cut && ` · ${profileSectionTexts.pasteCut(max)}`}
        </span>
      }
      hasError={shownErrors.length > 0}
      aria-invalid={shownErrors.length > 0 || undefined}
      errorMessage={shownErrors.length > 0 ? lines(shownErrors) : undefined}
    />
  );
}
