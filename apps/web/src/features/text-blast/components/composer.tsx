import { measureSms, SMS_MAX_CHARACTERS } from '@mingle/shared/sms-segments';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { people } from '../lib/segments.ts';

export interface ComposerProps {
  /** The organization's name, which every blast starts with (unknown while it loads). */
  sender?: string | undefined;
  reachable: number;
  initialBody?: string;
  busy: boolean;
  error: Error | null;
  onSend: (body: string, scheduledAt: string | null, key: string) => void;
}

/**
 * Writing a blast: a live count of characters and SMS segments in the alphabet the text needs,
 * a preview with the organization's name every blast starts with and the opt-out line it ends
 * with, then "Send to N people" to confirm.
 */
export function Composer({ sender, reachable, initialBody = '', busy, error, onSend }: ComposerProps) {
  const [body, setBody] = useState(initialBody);
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const m = measureSms(body, sender);
  const empty = body.trim() === '';
  const scheduledAt = later && when ? new Date(when).toISOString() : null;
  const fieldError = error instanceof ApiError ? (error.fields.body ?? null) : null;

  return (
    <section className="blast-composer card" aria-label="Compose">
      <TextareaField
        label="Message"
        rows={6}
        value={body}
        maxLength={SMS_MAX_CHARACTERS}
        onChange={(e) => setBody(e.target.value)}
        placeholder="Doors open at 8 — see you there!"
        error={
          m.tooLong
            ? `At most ${SMS_MAX_CHARACTERS} characters, the name and the opt-out line included`
            : fieldError
        }
      />
      <p className="blast-meter" aria-live="polite" data-testid="blast-meter">
        <span>
          {m.characters} / {SMS_MAX_CHARACTERS} characters
        </span>
        <span>
          {m.smsSegments} SMS {m.smsSegments === 1 ? 'segment' : 'segments'}
        </span>
        <span>{m.encoding === 'GSM-7' ? 'GSM-7' : 'UCS-2 (emoji or special letters: 70 per segment)'}</span>
        <span className="muted">{m.remainingInSegment} left in this segment</span>
      </p>
      <div className="blast-preview">
        <span className="muted small">Preview</span>
        <p className="blast-bubble">{m.text}</p>
      </div>
      <label className="row blast-later">
        <input type="checkbox" checked={later} onChange={(e) => setLater(e.target.checked)} />
        Send later
      </label>
      {later && (
        <div className="field">
          <label htmlFor="blast-when">Send at</label>
          <input
            id="blast-when"
            className="input"
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        </div>
      )}
      {error && !fieldError && <Alert variant="error">{error.message}</Alert>}
      <Button
        block
        disabled={empty || m.tooLong || reachable === 0 || (later && !when)}
        onClick={() => setConfirming(true)}
      >
        {later ? `Schedule for ${people(reachable)}` : `Send to ${people(reachable)}`}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={later ? `Schedule for ${people(reachable)}?` : `Send to ${people(reachable)}?`}
        confirmLabel={later ? 'Schedule' : `Send to ${people(reachable)}`}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend(body, scheduledAt, key);
        }}
      >
        <p>
          {m.smsSegments} SMS {m.smsSegments === 1 ? 'segment' : 'segments'} each. The people who join later
          are not added, and anyone who replies STOP gets no more blasts.
        </p>
      </ConfirmDialog>
    </section>
  );
}
