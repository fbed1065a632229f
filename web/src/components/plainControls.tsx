/**
 * Amplify UI's look without Amplify UI's code: Button, Loader, Alert, Actions and the button-like
 * links render the markup (and so take the CSS, which main.tsx loads for every page) of the Amplify
 * components of the same names. What the dashboard draws first imports these, so its tabs and the
 * matched cards do not wait for the Amplify UI chunk; forms.tsx re-exports them for every page.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  size?: 'small' | 'large' | undefined;
  variation?: 'primary' | 'link' | 'menu' | undefined;
  colorTheme?: 'error' | undefined;
  isDisabled?: boolean | undefined;
};

/** Amplify's Button markup: its classes, `type="button"` unless told, disabled with its class. */
export function Button({ size, variation, colorTheme, isDisabled, className, type = 'button', ...props }: ButtonProps) {
  const classes = ['amplify-button', 'amplify-field-group__control'];
  if (variation) classes.push(`amplify-button--${variation}`);
  // Amplify names a colour theme after the variation, the default one 'outlined'.
  if (colorTheme) classes.push(`amplify-button--${variation ?? 'outlined'}--${colorTheme}`);
  if (size) classes.push(`amplify-button--${size}`);
  if (isDisabled) classes.push('amplify-button--disabled');
  if (className) classes.push(className);
  return <button {...props} type={type} disabled={isDisabled || undefined} className={classes.join(' ')} />;
}

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** Button props of our three looks. */
export const buttonLook = (variant: ButtonVariant) =>
  variant === 'primary'
    ? ({ variation: 'primary' } as const)
    : variant === 'danger'
      ? ({ variation: 'primary', colorTheme: 'error' } as const)
      : ({} as const);

/** Amplify's indeterminate Loader (a spinning ring drawn by its CSS). */
export function Loader(props: { 'aria-hidden'?: 'true' | boolean }) {
  return (
    <svg className="amplify-loader" role="progressbar" {...props}>
      <g>
        <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
        <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
      </g>
    </svg>
  );
}

const ALERT_ICONS = {
  error: 'M12 2C6.48 2 2 6.48 2 12C2 17.52 6.48 22 12 22C17.52 22 22 17.52 22 12C22 6.48 17.52 2 12 2ZM13 17H11V15H13V17ZM13 13H11V7H13V13Z',
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11ZM12 2C6.48 2 2 6.48 2 12C2 17.52 6.48 22 12 22C17.52 22 22 17.52 22 12C22 6.48 17.52 2 12 2ZM12 20C7.59 20 4 16.41 4 12C4 7.59 7.59 4 12 4C16.41 4 20 7.59 20 12C20 16.41 16.41 20 12 20Z',
  success: 'M12 2C6.48 2 2 6.48 2 12C2 17.52 6.48 22 12 22C17.52 22 22 17.52 22 12C22 6.48 17.52 2 12 2ZM10 17L5 12L6.41 10.59L10 14.17L17.59 6.58L19 8L10 17Z',
} as const;

/** An error is announced at once (role alert), success and info politely (role status). */
export function Alert({ kind = 'error', children }: { kind?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`amplify-flex amplify-alert alert amplify-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="amplify-alert__icon">
        <span className="amplify-icon alert-icon" aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <path d={ALERT_ICONS[kind]} fill="currentColor" />
          </svg>
        </span>
      </span>
      <div className="alert-text">
        <div className="amplify-alert__body">{children}</div>
      </div>
    </div>
  );
}

/** A row of buttons (Amplify's Flex with the same layout). */
export function Actions({ children, justify }: { children: ReactNode; justify?: 'center' | 'flex-end' }) {
  return (
    <div className="amplify-flex actions" style={{ flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem', justifyContent: justify }}>
      {children}
    </div>
  );
}

/** A router link that looks like an Amplify Button (Amplify's Button cannot be a link). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: 'primary' | 'secondary' }) {
  const look = variant === 'primary' ? 'amplify-button amplify-button--primary' : 'amplify-button';
  return <Link className={`${look}${className ? ` ${className}` : ''}`} {...props} />;
}

export function BackButton({ children = 'Back', size }: { children?: ReactNode; size?: 'small' }) {
  const navigate = useNavigate();
  return (
    <Button size={size} onClick={() => void navigate(-1)}>
      {children}
    </Button>
  );
}
