import type { UserType } from '@mingle/shared/enums';
import { useLocation, useNavigate } from 'react-router';
import { useUpdateUserType } from '../api/update-user-type.ts';
import { useOwnProfile } from '../api/use-own-profile.ts';
import '../mode-switch.css';

/** Written out (not read from the zod enum) so the header stays free of zod; typed by the shared enum. */
const MODES: readonly UserType[] = ['Guest', 'Host'];

const HOST_PATHS = [
  '/host-center',
  '/create-event',
  '/text-blast',
  '/recipient-selection',
  '/textBlast-details',
];

/**
 * Guest or Host mode in the header (stored as userType). Switching to Host opens the Host
 * Center; switching back leaves the host screens for Discover.
 */
export default function ModeSwitch() {
  const { data } = useOwnProfile();
  const update = useUpdateUserType();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!data) return null;
  const current = update.isPending ? update.variables : data.userType;

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
      {update.isError && (
        <span role="alert" className="visually-hidden">
          Could not switch mode: {update.error.message}
        </span>
      )}
    </fieldset>
  );
}
