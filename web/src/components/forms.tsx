import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useNavigate, useNavigation, type LinkProps } from 'react-router';

/** What a form action answers when it does not redirect. */
export interface FormResult {
  message?: string;
  errors?: Record<string, string[]>;
  ok?: boolean;
}

const unique = (items: readonly string[]) => [...new Set(items)];

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  errors?: readonly string[] | undefined;
  /** Advice under the field (hidden when an error says the same). */
  hints?: readonly string[] | undefined;
  after?: ReactNode;
};

export function TextField({ name, label, errors = [], hints = [], after, className, ...input }: InputProps) {
  const id = useId();
  const shownErrors = unique(errors);
  const shownHints = unique(hints).filter((h) => !shownErrors.includes(h));
  const describedBy = [shownHints.length ? `${id}-hint` : '', shownErrors.length ? `${id}-err` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          name={name}
          type="text"
          aria-invalid={shownErrors.length ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {after}
      </div>
      {shownHints.length > 0 && (
        <div id={`${id}-hint`} className="field-hint">
          {shownHints.map((h) => (
            <p key={h}>{h}</p>
          ))}
        </div>
      )}
      {shownErrors.length > 0 && (
        <div id={`${id}-err`} className="field-error">
          {shownErrors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
    </div>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'name'> & {
  name: string;
  label: ReactNode;
  errors?: readonly string[] | undefined;
};

export function CheckboxField({ name, label, errors = [], ...input }: CheckboxProps) {
  const id = useId();
  const shownErrors = unique(errors);
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-invalid={shownErrors.length ? true : undefined}
        aria-describedby={shownErrors.length ? `${id}-err` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {shownErrors.length > 0 && (
        <div id={`${id}-err`} className="field-error">
          {shownErrors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** True while a form submission (action) is running. */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod !== undefined;
}

export function SubmitButton({
  children,
  disabled,
  name,
  value,
  variant = 'primary',
}: {
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const submitting = useSubmitting();
  return (
    <button
      type="submit"
      className={`button button-${variant}`}
      disabled={disabled || submitting}
      aria-busy={submitting || undefined}
      name={name}
      value={value}
    >
      {submitting && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The action's form-level message and any field messages no field on the form shows. */
export function FormMessages({ result, fields = [] }: { result: FormResult | undefined; fields?: readonly string[] }) {
  if (!result) return null;
  const extra = Object.entries(result.errors ?? {})
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages)
    .filter((m) => m !== result.message);
  if (!result.message && extra.length === 0) return null;
  return (
    <Alert kind={result.ok ? 'success' : 'error'}>
      {result.message && <p>{result.message}</p>}
      {unique(extra).map((m) => (
        <p key={m}>{m}</p>
      ))}
    </Alert>
  );
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return <Link className={`button button-${variant}${className ? ` ${className}` : ''}`} {...props} />;
}

export function BackButton({ children = 'Back' }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="button button-secondary" onClick={() => void navigate(-1)}>
      {children}
    </button>
  );
}

export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}
