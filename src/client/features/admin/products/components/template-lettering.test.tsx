// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category } from '../../../../../contracts/products';
import { letteringLookOf, type LetteringLook } from '../logic/lettering-look';
import { TemplateLettering } from './template-lettering';

afterEach(cleanup);

function Studio({
  category,
  errors = {},
  seen,
}: {
  category: Category | null;
  errors?: Record<string, string>;
  seen?: (look: LetteringLook) => void;
}) {
  const [look, setLook] = useState(() => letteringLookOf(undefined));
  return (
    <TemplateLettering
      lettering={look}
      category={category}
      errors={errors}
      onChange={(next) => {
        setLook(next);
        seen?.(next);
      }}
    />
  );
}

describe("the studio's lettering choices", () => {
  it('are labelled groups of checkboxes, kept in the palette order as they are ticked', async () => {
    const user = userEvent.setup();
    let last: LetteringLook | undefined;
    render(<Studio category="Nameplates" seen={(l) => (last = l)} />);
    const fonts = screen.getByRole('group', { name: 'Fonts the shopper may choose' });
    expect(fonts.querySelectorAll('input[type=checkbox]')).toHaveLength(5);
    await user.click(screen.getByRole('checkbox', { name: 'Serif' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sans' }));
    await user.click(screen.getByRole('checkbox', { name: 'Serif' }));
    expect(last?.fonts).toEqual(['serif', 'script', 'playful', 'bold']);
    await user.click(screen.getByRole('checkbox', { name: 'Navy' }));
    expect(last?.colors).toEqual(['#8B4513', '#C9A227', '#1A1A1A', '#FFFFFF', '#B3261E']);
  });

  it("ask for the limits of the product's own fields", () => {
    render(<Studio category="Nameplates" />);
    expect(screen.getByRole('spinbutton', { name: 'Longest name (characters)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Longest house number (characters)' })).toBeTruthy();
    cleanup();
    render(<Studio category="Kids Buntings" />);
    expect(screen.getAllByRole('spinbutton').map((s) => s.getAttribute('max'))).toEqual(['12']);
    cleanup();
    render(<Studio category="Mugs" />);
    expect(screen.queryByRole('group', { name: 'Fonts the shopper may choose' })).toBeNull();
  });

  it('show a refusal at its field, read with the group or the input', () => {
    render(
      <Studio
        category="Nameplates"
        errors={{ fonts: 'Choose at least one font the shopper may pick', 'limits.name': 'Too long a limit' }}
      />,
    );
    const fonts = screen.getByRole('group', { name: 'Fonts the shopper may choose' });
    expect(document.getElementById(fonts.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose at least one font the shopper may pick',
    );
    expect(screen.getByRole('checkbox', { name: 'Serif' }).getAttribute('aria-invalid')).toBe('true');
    const limit = screen.getByRole('spinbutton', { name: 'Longest name (characters)' });
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(limit.getAttribute('aria-describedby')).toContain('-error');
  });
});
