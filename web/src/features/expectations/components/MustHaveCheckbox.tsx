import { expectationField, type MustHaveField } from '#shared/domain/expectationFields.js';
import { CheckboxField } from '#web/components/forms';

/**
 * The 'Must-have' box beside an expectation field: checked, the field becomes a hard limit of the
 * matched profiles. Disabled while the field asks for nothing (the server refuses a must-have on an
 * empty field), and a disabled box is not submitted.
 */
export function MustHaveCheckbox({
  field,
  checked,
  stated,
  onChange,
}: {
  field: MustHaveField;
  checked: boolean;
  stated: boolean;
  onChange: (field: MustHaveField, checked: boolean) => void;
}) {
  return (
    <CheckboxField
      className="must-have"
      name="mustHaves"
      value={field}
      label="Must-have"
      aria-label={`${expectationField(field).label} is a must-have`}
      checked={checked && stated}
      disabled={!stated}
      onChange={(e) => onChange(field, e.target.checked)}
    />
  );
}
