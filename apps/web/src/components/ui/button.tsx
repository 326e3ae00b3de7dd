import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: '',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  danger: 'btn-danger',
};

interface StyleProps {
  variant?: ButtonVariant;
  /** Full width. */
  block?: boolean;
  size?: 'md' | 'sm';
}

function buttonClass({ variant = 'primary', block, size = 'md' }: StyleProps, extra?: string): string {
  return cx('btn', VARIANT_CLASS[variant], block && 'btn-block', size === 'sm' && 'btn-sm', extra);
}

export interface ButtonProps extends ComponentProps<'button'>, StyleProps {
  /** Shows a busy state and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  variant,
  block,
  size,
  loading = false,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, block, size }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentProps<typeof Link>, StyleProps {}

/** A react-router link that looks like a button. */
export function ButtonLink({ variant, block, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, block, size }, className)} {...rest} />;
}
