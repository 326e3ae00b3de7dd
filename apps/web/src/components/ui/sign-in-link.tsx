import { useLocation } from 'react-router';
import { rememberReturnPath } from '../../lib/return-path.ts';
import { ButtonLink, type ButtonLinkProps } from './button.tsx';

export type SignInLinkProps = Omit<ButtonLinkProps, 'to'>;

/** A link to sign-in that brings the person back to this page (path and query) afterwards. */
export function SignInLink({ onClick, ...rest }: SignInLinkProps) {
  const { pathname, search } = useLocation();
  return (
    <ButtonLink
      to="/auth"
      onClick={(e) => {
        rememberReturnPath(`${pathname}${search}`);
        onClick?.(e);
      }}
      {...rest}
    />
  );
}
