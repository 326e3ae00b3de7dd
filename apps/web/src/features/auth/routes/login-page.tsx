import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SIGNED_OUT_TEXT } from '../../../lib/signed-out.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SendCodeForm } from '../components/send-code-form.tsx';
import { LEFT_SETUP_TEXT, readLoginPageState } from '../lib/page-state.ts';

/** /auth: sign in to an existing account with a code sent to a phone or an e-mail address. */
export default function LoginPage() {
  const { leftSetup, signedOut } = readLoginPageState(useLocation().state);
  return (
    <AuthLayout
      title="Log in to Mingle"
      description="We send you a one-time code. No password to remember."
      footer={
        <p>
          New to Mingle? <Link to="/auth/signup">Create an account</Link>
        </p>
      }
    >
      {leftSetup && <Alert variant="info">{LEFT_SETUP_TEXT}</Alert>}
      {signedOut && <Alert variant="info">{SIGNED_OUT_TEXT}. Log in again to continue.</Alert>}
      <SendCodeForm requestType="login" />
    </AuthLayout>
  );
}
