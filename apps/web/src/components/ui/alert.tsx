import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface AlertProps {
  variant?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message box. Errors are announced at once (role=alert); the others politely (role=status). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cx('alert', `alert-${variant}`, className)}
    >
      {title && <strong className="alert-title">{title}</strong>}
      {children && <div>{children}</div>}
    </div>
  );
}
