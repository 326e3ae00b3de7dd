import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SendCodeForm } from '../components/send-code-form.tsx';

/** /auth/signup: start a new account with a code sent to a phone or an e-mail address. */
export default function SignupPage() {
  return (
    <AuthLayout
      title="Create your account"
      description="Meet people at the events you go to. It starts with a one-time code."
      footer={
        <p>
          Already have an account? <Link to="/auth">Log in</Link>
        </p>
      }
    >
      <SendCodeForm requestType="signup" />
      <p className="hint">
        By continuing you agree to the <Link to="/help/terms-of-service">Terms of Service</Link> and the{' '}
        <Link to="/help/privacy-policy">Privacy Policy</Link>.
      </p>
    </AuthLayout>
  );
}
