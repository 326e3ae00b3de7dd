import { Outlet } from 'react-router';
import { LogoLink } from '../ui/logo.tsx';

/** The frame around the sign-in steps: just the logo home; each step renders its own <main>. */
export function AuthShell() {
  return (
    <div className="auth-shell">
      <header className="auth-shell-header container">
        <LogoLink />
      </header>
      <Outlet />
    </div>
  );
}
