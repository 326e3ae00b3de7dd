import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SendCodeForm } from '../components/send-code-form.tsx';

/** /auth: sign in to an existing account with a code sent to a phone or an e-mail address. */
export default function LoginPage() {
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
      <SendCodeForm requestType="login" />
    </AuthLayout>
  );
}
