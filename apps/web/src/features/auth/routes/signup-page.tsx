/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function SignupPage() {
  return (
    <main className="container page">
      <h1>Create your account</h1>
    </main>
  );
}
