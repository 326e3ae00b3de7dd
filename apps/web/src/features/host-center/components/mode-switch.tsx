import type { UserType } from '@mingle/shared/enums';
import { useLocation, useNavigate } from 'react-router';
import { useOwnProfile } from '../../../entities/user/api/own-profile.ts';
import { useUpdateUserType } from '../api/update-user-type.ts';
import '../mode-switch.css';

/** Written out (not read from the zod enum) so the header stays free of zod; typed by the shared enum. */
const MODES: readonly UserType[] = ['Guest', 'Host'];

function SwapIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </svg>
  );
}

const HOST_PATHS = [
  '/host-center',
  '/create-event',
  '/text-blast',
  '/recipient-selection',
  '/textBlast-details',
];

/**
 * Guest or Host mode (stored as userType), in the main navigation: a Guest | Host switch on wide
 * screens, one "switch to …" button in the phone's tab bar. Switching to Host opens the Host Center;
 * switching back leaves the host screens for Discover.
 */
export default function ModeSwitch() {
  const { data } = useOwnProfile();
  const update = useUpdateUserType();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!data) return null;
  const current = update.isPending ? update.variables : data.userType;
  const other: UserType = current === 'Host' ? 'Guest' : 'Host';

  function choose(mode: UserType) {
    if (mode === data?.userType || update.isPending) return;
    update.mutate(mode, {
      onSuccess: () => {
        if (mode === 'Host') navigate('/host-center');
        else if (HOST_PATHS.some((p) => pathname.startsWith(p))) navigate('/discover');
      },
    });
  }

  return (
    <>
      <fieldset className="mode-switch" aria-busy={update.isPending || undefined}>
        <legend className="visually-hidden">Mode</legend>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className="mode-switch-option"
            aria-pressed={current === mode}
            onClick={() => choose(mode)}
          >
            {mode}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className="nav-link mode-toggle"
        aria-label={`Switch to ${other} mode`}
        onClick={() => choose(other)}
        disabled={update.isPending}
      >
        <SwapIcon />
        <span className="nav-label">{other}</span>
      </button>
      {update.isError && (
        <span role="alert" className="visually-hidden">
          Could not switch mode: {update.error.message}
        </span>
      )}
    </>
  );
}
