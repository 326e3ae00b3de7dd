/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function LoginPage() {
  return (
    <main className="container page">
      <h1>Log in</h1>
    </main>
  );
}
