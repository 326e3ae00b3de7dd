import { Alert } from './alert.tsx';

/**
 * Under a form: what the server refused that belongs to no field (the messages
 * `applyServerErrors` hands back), one paragraph each; nothing when there are none.
 */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="error">
      {problems.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </Alert>
  );
}
