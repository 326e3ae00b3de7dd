/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function ProfilePage() {
  return (
    <main className="container page">
      <h1>Profile</h1>
    </main>
  );
}
