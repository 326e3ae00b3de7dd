/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function DevOutboxPage() {
  return (
    <main className="container page">
      <h1>Dev outbox</h1>
    </main>
  );
}
