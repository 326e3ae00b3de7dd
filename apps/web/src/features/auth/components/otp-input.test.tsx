import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';

afterEach(cleanup);

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const shown = () =>
  boxes()
    .map((b) => b.value)
    .join('');
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('OtpInput', () => {
  it('shows six labelled boxes, the first offering one-time-code auto-fill', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[0]?.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Digit 3 of 6')).toBe(boxes()[2]);
  });

  it('spreads a pasted code over the boxes and completes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(boxes()[0]!, '123456');
    expect(shown()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('keeps only the digits of a pasted text such as "Your code: 12-34 56"', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(boxes()[0]!, 'Your code: 12-34 56');
    expect(shown()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('pastes a part of a code from the box in focus, and a whole code from the first box', () => {
    render(<Harness />);
    paste(boxes()[2]!, '78');
    expect(boxes().map((b) => b.value)).toEqual(['', '', '7', '8', '', '']);
    paste(boxes()[4]!, '987654');
    expect(shown()).toBe('987654');
  });

  it('ignores letters and other characters typed into a box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    fireEvent.change(boxes()[0]!, { target: { value: '-' } });
    expect(shown()).toBe('');
    expect(value()).toBe('');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('moves on as digits are typed and completes on the sixth', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    for (const [i, d] of [...'24680'].entries()) {
      fireEvent.change(boxes()[i]!, { target: { value: d } });
      expect(document.activeElement).toBe(boxes()[Math.min(i + 1, 5)]);
    }
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: '1' } });
    expect(onComplete).toHaveBeenCalledWith('246801');
  });

  it('takes a whole code auto-filled into the first box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '135790' } });
    expect(shown()).toBe('135790');
    expect(onComplete).toHaveBeenCalledWith('135790');
  });

  it('replaces a digit typed over, rather than keeping both', () => {
    render(<Harness />);
    paste(boxes()[0]!, '111');
    fireEvent.change(boxes()[1]!, { target: { value: '19' } });
    expect(
      boxes()
        .map((b) => b.value)
        .slice(0, 3),
    ).toEqual(['1', '9', '1']);
  });

  it('Backspace clears the box, then steps back into the previous one', () => {
    render(<Harness />);
    paste(boxes()[0]!, '123');
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(shown()).toBe('12');
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(shown()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(value()).toBe('1');
  });

  it('arrow keys move between boxes', () => {
    render(<Harness />);
    boxes()[2]!.focus();
    fireEvent.keyDown(boxes()[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(boxes()[5]);
  });
});
