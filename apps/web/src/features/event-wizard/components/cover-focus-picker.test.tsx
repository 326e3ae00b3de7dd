import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverFocusPicker } from './cover-focus-picker.tsx';

describe('CoverFocusPicker', () => {
  afterEach(cleanup);

  it('moves the focal point to where the photo is clicked', () => {
    const onChange = vi.fn();
    const { container } = render(
      <CoverFocusPicker src="/x.webp" focus={{ x: 50, y: 50 }} onChange={onChange} disabled={false} />,
    );
    expect(screen.getByText('Click the photo to choose what stays in view')).toBeTruthy();
    const frame = container.querySelector('.cover-focus-frame') as HTMLElement;
    frame.getBoundingClientRect = () => ({ left: 10, top: 20, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(frame, { clientX: 60, clientY: 95 });
    expect(onChange).toHaveBeenCalledWith({ x: 25, y: 75 });
  });

  it('nudges it with the arrow keys on the marker, never past an edge', () => {
    const onChange = vi.fn();
    render(<CoverFocusPicker src="/x.webp" focus={{ x: 98, y: 0 }} onChange={onChange} disabled={false} />);
    const marker = screen.getByRole('button', { name: /Focal point: 98% across, 0% down/ });
    fireEvent.keyDown(marker, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ x: 100, y: 0 });
    fireEvent.keyDown(marker, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith({ x: 98, y: 0 });
    fireEvent.keyDown(marker, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith({ x: 98, y: 5 });
  });
});
