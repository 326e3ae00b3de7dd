import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventCover } from './event-cover.tsx';

const COVER = '/uploads/events/00000000-0000-4000-8000-000000000001/0123456789abcdef.webp';

describe('EventCover', () => {
  afterEach(cleanup);

  it("crops around the event's focal point", () => {
    const { container } = render(<EventCover src={COVER} focusX={20} focusY={85} />);
    expect(container.querySelector('img')?.style.objectPosition).toBe('20% 85%');
  });

  it('crops from the centre when the event has none', () => {
    const { container } = render(<EventCover src={COVER} />);
    expect(container.querySelector('img')?.style.objectPosition).toBe('50% 50%');
  });
});
