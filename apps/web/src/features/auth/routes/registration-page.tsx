/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function RegistrationPage() {
  return (
    <main className="container page">
      <h1>Set up your profile</h1>
    </main>
  );
}
