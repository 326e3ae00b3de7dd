import { OTP } from '@mingle/shared/constants';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';

export interface OtpInputHandle {
  focus: () => void;
}

export interface OtpInputProps {
  /** Up to `length` characters; a space marks an empty box. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  ref?: Ref<OtpInputHandle>;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit. Typing moves on, Backspace moves back, and a pasted or auto-filled code
 * (the first box has autocomplete="one-time-code") is spread over the boxes from the one in
 * focus. Anything but digits is ignored.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP.length,
  label = 'Verification code',
  disabled,
  invalid,
  describedBy,
  autoFocus,
  ref,
}: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const chars = value.padEnd(length, ' ').slice(0, length).split('');

  useImperativeHandle(ref, () => ({ focus: () => inputs.current[firstEmpty(chars)]?.focus() }));

  function focusBox(index: number) {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  function commit(next: string[]) {
    const joined = next.join('');
    onChange(joined.trimEnd());
    if (next.every((c) => /\d/.test(c))) onComplete?.(joined);
  }

  /** Writes digits from box `start` on; returns the index after the last one written. */
  function fill(start: number, digits: string): number {
    const next = [...chars];
    let i = start;
    for (const d of digits) {
      if (i >= length) break;
      next[i] = d;
      i += 1;
    }
    commit(next);
    return i;
  }

  function onInput(index: number, raw: string) {
    const digits = onlyDigits(raw);
    if (!digits) return;
    // A whole code (auto-fill, a paste by shortcut) always starts at the first box.
    if (digits.length >= length) {
      focusBox(fill(0, digits.slice(0, length)));
      return;
    }
    // A box holds one digit: typing into a filled box gives both, and the new one is meant.
    const old = chars[index] ?? ' ';
    const typed = digits.length > 1 && old !== ' ' ? digits.replace(old, '') : digits;
    focusBox(fill(index, typed));
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    const start = digits.length >= length ? 0 : index;
    focusBox(fill(start, digits.slice(0, length)));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...chars];
      if (next[index] !== ' ') {
        next[index] = ' ';
        commit(next);
      } else if (index > 0) {
        next[index - 1] = ' ';
        commit(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusBox(event.key === 'Home' ? 0 : length - 1);
    }
  }

  return (
    <fieldset className="otp-input" aria-describedby={describedBy} disabled={disabled}>
      <legend className="label">{label}</legend>
      <div className="otp-boxes">
        {chars.map((char, index) => (
          <input
            // The boxes never move, so their position is their identity.
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            className="otp-box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code screen exists to take this input
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            value={char === ' ' ? '' : char}
            onChange={(e) => onInput(index, e.target.value)}
            onPaste={(e) => onPaste(index, e)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

function firstEmpty(chars: string[]): number {
  const i = chars.indexOf(' ');
  return i === -1 ? chars.length - 1 : i;
}
