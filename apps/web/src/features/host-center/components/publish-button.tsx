import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePublishEvent } from '../../../entities/event/api/publish-event.ts';
import { ApiError } from '../../../lib/api-client.ts';

export interface PublishButtonProps {
  eventId: string;
  /** The wizard step where the host carries on with the draft. */
  finishPath: string;
}

/** Publish a draft; a 422 lists what is missing with a link into the wizard. */
export function PublishButton({ eventId, finishPath }: PublishButtonProps) {
  const publish = usePublishEvent();
  const [missing, setMissing] = useState<string[]>([]);
  return (
    <>
      <Button
        loading={publish.isPending}
        onClick={() => {
          setMissing([]);
          publish.mutate(eventId, {
            onError: (err) => {
              if (err instanceof ApiError) setMissing(Object.values(err.fields));
            },
          });
        }}
      >
        Publish
      </Button>
      {publish.isError && (
        <Alert variant="error" title={publish.error.message} className="manage-alert">
          {missing.length > 0 && (
            <ul>
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <Link to={finishPath}>Finish the event</Link>
        </Alert>
      )}
    </>
  );
}
