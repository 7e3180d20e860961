/**
 * lib/use-progressive-count.ts (issue 41): a long list renders what fills the first screen, then
 * the rest in a transition, and stays whole once shown.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from '../../frontend/src/lib/use-progressive-count';

function List({ total, first, seen }: { total: number; first: number; seen: number[] }) {
  const count = useProgressiveCount(total, first);
  seen.push(count);
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveCount', () => {
  it('renders the first items, then all of them in the next render', () => {
    const seen: number[] = [];
    const { getAllByRole } = render(<List total={11} first={3} seen={seen} />);
    expect(seen).toEqual([3, 11]);
    expect(getAllByRole('listitem')).toHaveLength(11);
  });

  it('renders a short list at once, in one render', () => {
    const seen: number[] = [];
    render(<List total={2} first={3} seen={seen} />);
    expect(seen).toEqual([2]);
  });

  it('keeps the whole list once shown when the list changes', () => {
    const seen: number[] = [];
    const { rerender, getAllByRole } = render(<List total={11} first={3} seen={seen} />);
    seen.length = 0;
    rerender(<List total={5} first={3} seen={seen} />);
    expect(seen).toEqual([5]);
    expect(getAllByRole('listitem')).toHaveLength(5);
  });
});
