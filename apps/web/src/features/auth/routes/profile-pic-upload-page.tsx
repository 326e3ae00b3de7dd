/** Placeholder until the screen is built; the router already lazy-loads this file. */
export default function ProfilePicUploadPage() {
  return (
    <main className="container page">
      <h1>Add a profile photo</h1>
    </main>
  );
}
