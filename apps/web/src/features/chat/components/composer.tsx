import { CHAT_LIMITS, messageLength } from '@mingle/shared/schemas/chat';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';

const MAX = CHAT_LIMITS.bodyMax;
const number = new Intl.NumberFormat('en-US');

export interface ComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** Writes a message: Enter sends, Shift+Enter starts a new line; at most 2,000 characters. */
export function Composer({ onSend, disabled = false, placeholder = 'Write a message…' }: ComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const length = messageLength(text.trim());
  const tooLong = length > MAX;
  const canSend = !disabled && length > 0 && !tooLong;

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <form className="composer" onSubmit={send}>
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <textarea
        id={id}
        className="textarea composer-input"
        rows={1}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
      />
      <div className="composer-side">
        <span id={`${id}-count`} className={cx('composer-count', tooLong && 'composer-count-over')}>
          <span className="visually-hidden">Characters: </span>
          {number.format(length)} / {number.format(MAX)}
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  );
}
