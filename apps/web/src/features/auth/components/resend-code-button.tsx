import { Button } from '../../../components/ui/button.tsx';
import { formatSeconds } from './use-countdown.ts';

export interface ResendCodeButtonProps {
  /** Seconds before another code may be requested. */
  remaining: number;
  pending: boolean;
  /** The current code can no longer work: make a new one the obvious next step. */
  prominent?: boolean;
  onResend: () => void;
}

/** "Resend code", disabled with a visible countdown until the server allows another send. */
export function ResendCodeButton({ remaining, pending, prominent, onResend }: ResendCodeButtonProps) {
  const waiting = remaining > 0;
  return (
    <Button
      variant={prominent ? 'secondary' : 'ghost'}
      onClick={onResend}
      disabled={waiting}
      loading={pending}
    >
      {waiting ? (
        <>
          Resend code in <span className="tabular">{formatSeconds(remaining)}</span>
        </>
      ) : (
        'Resend code'
      )}
    </Button>
  );
}
