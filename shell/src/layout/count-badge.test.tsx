import { render, screen } from '@testing-library/react';
import { AA_TEXT_CONTRAST, contrastRatio } from 'shared-contracts';
import { COUNT_BADGE_MAX, COUNT_BADGE_RED, CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('draws its white number on a red that reaches WCAG AA', () => {
    render(<CountBadge count={3} label="3 unread" />);
    const badge = screen.getByLabelText('3 unread');
    expect(badge.style.background).toBe('rgb(207, 19, 34)');
    expect(contrastRatio(COUNT_BADGE_RED, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('caps the number and shows nothing for zero', () => {
    const { rerender, container } = render(<CountBadge count={COUNT_BADGE_MAX + 5} label="many" />);
    expect(screen.getByLabelText('many').textContent).toBe(`${COUNT_BADGE_MAX}+`);
    rerender(<CountBadge count={0} label="none" />);
    expect(container.textContent).toBe('');
  });
});
