import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/storage.ts';
import type { OtpSent } from '../api/create-otp.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { DevOutboxNotice } from '../components/dev-outbox-notice.tsx';
import { OtpInput, type OtpInputHandle } from '../components/otp-input.tsx';
import { ResendCodeButton } from '../components/resend-code-button.tsx';
import { useCountdown } from '../components/use-countdown.ts';
import { isCompleteCode } from '../lib/otp-code.ts';
import { describeOtpError } from '../lib/otp-errors.ts';
import { recallOtpSent, rememberOtpSent } from '../lib/otp-sent-store.ts';
import { type RegistrationPageState, readOtpPageState } from '../lib/page-state.ts';
import {
  type Destination,
  destinationLabel,
  type RequestType,
  readPendingSignIn,
  setRequestType,
} from '../lib/pending-sign-in.ts';
import { formatPhone } from '../lib/phone.ts';
import { completeSignIn, nextRouteAfterSignIn, requestCode } from '../lib/sign-in.ts';

/** /auth/otp: enter the code sent by the previous step. */
export default function OtpPage() {
  const location = useLocation();
  const [pending] = useState(readPendingSignIn);
  if (!pending) return <Navigate to="/auth" replace />;
  return <OtpStep {...pending} initialSent={recallOtpSent() ?? readOtpPageState(location.state).sent} />;
}

interface OtpStepProps {
  destination: Destination;
  requestType: RequestType;
  initialSent?: OtpSent;
}

function OtpStep({ destination, requestType, initialSent }: OtpStepProps) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(initialSent);
  const [resent, setResent] = useState(false);
  const countdown = useCountdown(initialSent?.resendAfterSeconds ?? 0);
  const otpRef = useRef<OtpInputHandle>(null);

  const verify = useMutation({
    mutationFn: (otp: string) => completeSignIn(destination, otp, requestType),
    onSuccess: ({ session, switchedToSignup }) => {
      saveSession(session);
      if (switchedToSignup) setRequestType('signup');
      const state: RegistrationPageState = { accountCreated: switchedToSignup };
      navigate(nextRouteAfterSignIn(session.profileStatus), { replace: true, state });
    },
    onError: () => setCode(''),
  });

  // The boxes are disabled while a code is checked; focus returns once they are enabled again.
  const failed = verify.isError;
  useEffect(() => {
    if (failed) otpRef.current?.focus();
  }, [failed]);

  const resend = useMutation({
    mutationFn: () => requestCode(destination),
    // The last "on its way" no longer holds while another send is asked for (or refused).
    onMutate: () => setResent(false),
    onSuccess: (next) => {
      rememberOtpSent(next);
      setSent(next);
      setResent(true);
      countdown.restart(next.resendAfterSeconds);
      verify.reset();
      setCode('');
      otpRef.current?.focus();
    },
    onError: (err) => {
      // Too soon or too many: the server says when the next code may go; count down from that.
      if (err instanceof ApiError && err.retryAfterSeconds !== null) countdown.restart(err.retryAfterSeconds);
    },
  });

  function submit(otp: string) {
    if (verify.isPending || !isCompleteCode(otp)) return;
    setResent(false);
    resend.reset();
    verify.mutate(otp);
  }

  const shown =
    destination.channel === 'phone' ? formatPhone(destination.phoneNumber) : destinationLabel(destination);
  const verifyError = verify.error ? describeOtpError(verify.error) : null;
  const resendError = resend.error ? describeOtpError(resend.error) : null;
  const changeLabel = destination.channel === 'phone' ? 'Change number' : 'Change e-mail';

  return (
    <AuthLayout
      title="Enter your code"
      description={
        <>
          We sent a 6-digit code to{' '}
          <strong className={destination.channel === 'phone' ? 'nowrap' : 'break-anywhere'}>{shown}</strong>.
          {sent ? ` It works for ${Math.round(sent.expiresInSeconds / 60)} minutes.` : ''}
        </>
      }
      back={{ to: requestType === 'signup' ? '/auth/signup' : '/auth', label: changeLabel }}
    >
      {sent?.devOutbox && <DevOutboxNotice href={sent.devOutbox} />}
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
      >
        <OtpInput
          ref={otpRef}
          value={code}
          onChange={setCode}
          onComplete={submit}
          autoFocus
          invalid={Boolean(verifyError)}
          describedBy={verifyError ? 'otp-error' : undefined}
          disabled={verify.isPending}
        />
        {verifyError && (
          <div id="otp-error">
            <Alert variant="error">{verifyError.message}</Alert>
          </div>
        )}
        {resendError && <Alert variant="error">{resendError.message}</Alert>}
        {resent && !verifyError && <Alert variant="success">A new code is on its way.</Alert>}
        <Button type="submit" block loading={verify.isPending} disabled={!isCompleteCode(code)}>
          Verify
        </Button>
      </form>
      <div className="otp-actions">
        <span className="hint">Didn’t get it?</span>
        <ResendCodeButton
          remaining={countdown.remaining}
          pending={resend.isPending}
          prominent={verifyError?.offerResend}
          onResend={() => resend.mutate()}
        />
      </div>
    </AuthLayout>
  );
}
