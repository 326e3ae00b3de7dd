import type { RsvpAnswer } from '@mingle/shared/enums';
import { cx } from '../../../components/ui/cx.ts';
import '../../../entities/event/events.css';

/**
 * The spec's RSVP answers in order. Written out here rather than read from the zod enum so the
 * public event page stays free of zod (the type still ties them to the shared enum).
 */
export const RSVP_ANSWERS: readonly RsvpAnswer[] = ['Yes', 'Maybe', 'No'];

export interface RsvpButtonsProps {
  value: RsvpAnswer | null;
  onAnswer: (answer: RsvpAnswer) => void;
  pending?: RsvpAnswer | null;
  disabled?: boolean;
  /** Names the group, e.g. "Your answer to Rooftop Jazz". */
  label: string;
  size?: 'md' | 'sm';
}

/** Yes / Maybe / No as a row of toggle buttons; the current answer is pressed. */
export function RsvpButtons({
  value,
  onAnswer,
  pending = null,
  disabled,
  label,
  size = 'md',
}: RsvpButtonsProps) {
  return (
    <fieldset className={cx('rsvp-buttons', size === 'sm' && 'rsvp-buttons-sm')}>
      <legend className="visually-hidden">{label}</legend>
      {RSVP_ANSWERS.map((answer) => {
        const pressed = (pending ?? value) === answer;
        return (
          <button
            key={answer}
            type="button"
            className={cx('rsvp-button', pressed && 'rsvp-button-on')}
            aria-pressed={pressed}
            disabled={disabled || pending !== null}
            aria-busy={pending === answer || undefined}
            onClick={() => answer !== value && onAnswer(answer)}
          >
            {answer}
          </button>
        );
      })}
    </fieldset>
  );
}
