import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer.tsx';

afterEach(cleanup);

describe('Composer', () => {
  it('counts characters and segments live, previews the footer, and confirms before sending', () => {
    const onSend = vi.fn();
    render(<Composer reachable={3} busy={false} error={null} onSend={onSend} />);
    const meter = screen.getByTestId('blast-meter');
    const send = screen.getByRole('button', { name: 'Send to 3 people' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'See you at 8 🎉' } });
    expect(meter.textContent).toContain('UCS-2');
    expect(meter.textContent).toContain('1 SMS segment');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x'.repeat(200) } });
    expect(meter.textContent).toContain('GSM-7');
    expect(meter.textContent).toContain('2 SMS segments');
    expect(meter.textContent).toContain('222 / 1600 characters');
    expect(screen.getByText(/Reply STOP to opt out$/)).toBeTruthy();

    fireEvent.click(send);
    const dialog = screen.getByRole('dialog', { name: 'Send to 3 people?' });
    expect(dialog.textContent).toContain('2 SMS segments each');
    fireEvent.click(screen.getAllByRole('button', { name: 'Send to 3 people' }).at(-1)!);
    expect(onSend).toHaveBeenCalledWith('x'.repeat(200), null, expect.any(String));
  });

  it("starts the preview with the organization's name and counts it", () => {
    render(<Composer sender="Fast Crowd" reachable={2} busy={false} error={null} onSend={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Doors at 8' } });
    expect(screen.getByText(/^Fast Crowd: Doors at 8/)).toBeTruthy();
    const length = 'Fast Crowd: Doors at 8\nReply STOP to opt out'.length;
    expect(screen.getByTestId('blast-meter').textContent).toContain(`${length} / 1600 characters`);
  });

  it('refuses a message over 1,600 characters with the footer', () => {
    render(<Composer reachable={1} busy={false} error={null} onSend={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'y'.repeat(1590) } });
    expect(screen.getByText(/At most 1600 characters/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send to 1 person' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
