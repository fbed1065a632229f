/**
 * One field of the candidate form as the profile field catalogue declares it: its label, its input
 * (a text field or a select of its list) and, for the sections, its saved value and its messages.
 */
import { formLabelOf, listOf, profileField, type CatalogueKey, type FieldChoice } from '#shared/domain/profileFields.js';
import { TextField } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { withCurrent, type SectionProps } from './formSection';

interface ProfileInputProps extends SectionProps {
  name: CatalogueKey;
  /** Controlled: the section decides another field by this one (gotra, marriage status). */
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
  if (field.input === 'select') {
    const offered = field.offered ? withCurrent(field.offered, saved as string | undefined) : listOf(field);
    const control = value !== undefined ? { value, onChange } : { defaultValue: saved };
    return <Select name={name} label={label} choices={choices ?? offered} {...control} errors={errors[name]} />;
  }
  return (
    <TextField
      name={name}
      label={label}
      {...(field.input !== 'text' && { type: field.input })}
      autoComplete={field.autoComplete ?? 'off'}
      defaultValue={saved}
      required={field.optional ? undefined : true}
      errors={errors[name]}
    />
  );
}
