import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormProblems } from './form-problems.tsx';

afterEach(cleanup);

describe('FormProblems', () => {
  it('shows each problem once, in an error alert', () => {
    render(<FormProblems problems={['Sales end before they start', 'That code is taken']} />);
    const paragraphs = screen.getAllByText(/./, { selector: 'p' }).map((p) => p.textContent);
    expect(paragraphs).toEqual(['Sales end before they start', 'That code is taken']);
  });

  it('renders nothing without problems', () => {
    const { container } = render(<FormProblems problems={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
