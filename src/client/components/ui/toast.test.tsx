// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en';
import { hi } from '../../lib/i18n/hi';
import { dismissToast, toast } from '../../lib/toast-store';
import { Toaster } from './toast';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('the toasts’ region', () => {
  it('names its region and close button in English for the workspace', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });

  it('has as its English defaults the English dictionary’s words, so the workspace and the shop agree', () => {
    // The Toaster's defaults (toast.tsx, ENGLISH_LABELS), which its chunk cannot import from en.ts.
    expect(en.toast).toEqual({
      toast: 'Notification',
      region: 'Notifications ({hotkey})',
      dismiss: 'Dismiss notification',
    });
  });

  it('names them in the shopper’s language on the storefront', () => {
    render(<Toaster labels={hi.toast} />);
    act(() => void toast({ title: 'कार्ट में डाल दिया' }));
    expect(screen.getByRole('region', { name: 'सूचनाएँ (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सूचना बंद करें' })).toBeTruthy();
  });
});
