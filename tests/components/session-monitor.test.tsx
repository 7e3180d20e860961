/**
 * The idle warning of a signed-in page (SessionMonitor): its text, whose plural writes a number,
 * is written only while the warning shows. A page's first number format costs the phone preset
 * 60-80 ms of locale data (issue 41), which every signed-in page paid for a closed dialog.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../frontend/src/components/snackbar';
import { SessionMonitor } from '../../frontend/src/features/auth/components/session-monitor';
import { ensureSessionStart } from '../../frontend/src/lib/session';

describe('the idle warning', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('formats no number while it is closed, and says the seconds left once it shows', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    ensureSessionStart();
    const Real = Intl.NumberFormat;
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as typeof Real);
    render(
      <MemoryRouter>
        <SnackbarProvider>
          <SessionMonitor />
        </SnackbarProvider>
      </MemoryRouter>,
    );
    expect(numberFormat).not.toHaveBeenCalled();
    expect(screen.queryByText(/you will be signed out in/)).toBeNull();
    numberFormat.mockRestore();

    // idleMinutes is 15 (tests/components/setup.ts): the warning comes a minute before.
    act(() => vi.advanceTimersByTime(14 * 60_000 + 500));
    expect(screen.getByText(/you will be signed out in (59|60) seconds because of inactivity/)).toBeTruthy();
  });
});
