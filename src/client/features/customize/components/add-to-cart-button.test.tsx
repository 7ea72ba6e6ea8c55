// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Variant } from '../../../../contracts/products';
import { addToCartState } from '../logic/add-to-cart-state';
import type { VariantMatch } from '../logic/find-variant';
import type { Attribute } from '../logic/product-attributes';
import { AddToCartButton } from './add-to-cart-button';

const variant = (available: boolean): Variant => ({
  id: 'v1',
  title: '11oz / Red',
  price: '549.00',
  available,
  image: null,
});
const size: Attribute = { index: 0, kind: 'Size', label: 'Size', values: ['11oz'], placement: 'dialog' };
const matches: Record<string, VariantMatch> = {
  available: { status: 'matched', variant: variant(true) },
  unavailable: { status: 'matched', variant: variant(false) },
  missing: { status: 'missing', missing: [size], candidates: [variant(true)] },
  invalid: { status: 'invalid' },
  none: { status: 'none' },
};

afterEach(cleanup);

function renderButton(match: VariantMatch, busy = false, inDialog = false) {
  const onAdd = vi.fn();
  const onOpenDialog = vi.fn();
  render(
    <AddToCartButton state={addToCartState({ busy, match, inDialog })} onAdd={onAdd} onOpenDialog={onOpenDialog} />,
  );
  return { button: screen.getByRole('button'), onAdd, onOpenDialog };
}

describe('Add to Cart button states', () => {
  it.each([
    ['available', false, 'Add to Cart', false],
    ['unavailable', false, 'Out of Stock', true],
    ['missing', false, 'Select Options', false],
    ['invalid', false, 'Invalid Selection', true],
    ['none', false, 'Out of Stock', true],
    ['available', true, 'Processing...', true],
    ['missing', true, 'Processing...', true],
  ] as const)('%s (busy: %s) reads "%s", disabled: %s', (key, busy, label, disabled) => {
    const { button } = renderButton(matches[key]!, busy);
    expect(button.textContent).toBe(label);
    expect((button as HTMLButtonElement).disabled).toBe(disabled);
  });

  it('adds the item when a bought-able variant is chosen', () => {
    const { button, onAdd, onOpenDialog } = renderButton(matches.available!);
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onOpenDialog).not.toHaveBeenCalled();
  });

  it('opens Complete Your Selection while options are unchosen', () => {
    const { button, onAdd, onOpenDialog } = renderButton(matches.missing!);
    fireEvent.click(button);
    expect(onOpenDialog).toHaveBeenCalledOnce();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('inside the dialog, unchosen options keep the button disabled', () => {
    const { button } = renderButton(matches.missing!, false, true);
    expect(button.textContent).toBe('Select Options');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
