/** /test-error: throws on purpose, to show the error boundary's fallback page. */
export default function TestErrorPage(): never {
  throw new Error('This is a test error thrown on purpose by /test-error.');
}
