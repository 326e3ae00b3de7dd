/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function OtpPage() {
  return (
    <main className="container page">
      <h1>Enter your code</h1>
    </main>
  );
}
