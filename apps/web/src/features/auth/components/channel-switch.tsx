import type { Channel } from '../lib/pending-sign-in.ts';

const OPTIONS: ReadonlyArray<{ value: Channel; label: string }> = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'E-mail' },
];

export interface ChannelSwitchProps {
  value: Channel;
  onChange: (channel: Channel) => void;
}

/** Phone or e-mail, as a pair of radio buttons styled as a segmented control. */
export function ChannelSwitch({ value, onChange }: ChannelSwitchProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Get your code by</legend>
      {OPTIONS.map((o) => (
        <label key={o.value} className="segmented-option">
          <input
            type="radio"
            name="channel"
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
