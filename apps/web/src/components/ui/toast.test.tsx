import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, dismissAllToasts, showToast } from './toast';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows each toast in a polite live region for its own duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      showToast('Welcome back.', { durationMs: 1000 });
      showToast('Your profile has been updated', { durationMs: 700, tone: 'success' });
    });
    expect(region.textContent).toContain('Welcome back.');
    act(() => {
      vi.advanceTimersByTime(701);
    });
    expect(region.textContent).toBe('Welcome back.');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(region.textContent).toBe('');
  });
});
