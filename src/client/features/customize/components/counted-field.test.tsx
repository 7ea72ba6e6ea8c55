// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopperTextProblem } from '../../../../contracts/shopper-text';
import { fieldMessagesHi } from '../../../lib/i18n/field-messages';
import { CountedField } from './counted-field';

afterEach(cleanup);

const PILE = `a${'\u0301'.repeat(300)}`;

describe('a counted field with a letter carrying a pile of marks (issue 39)', () => {
  it('says so under the field, in the words the API refuses it with, tied to the input', () => {
    render(<CountedField lettered label="Name" max={20} value={PILE} onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(shopperTextProblem(PILE, 20, 'Name'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    // The counter alone would say 1/20: one letter, as the shopper counts.
    expect(screen.getByText('1/20')).toBeTruthy();
  });

  it('says nothing of marks for a real name with nuktas and viramas', () => {
    render(<CountedField lettered label="Name" max={20} value="ज़िंदगी क्षत्रिय" onChange={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the message in Hindi, in Devanagari', () => {
    expect(fieldMessagesHi.tooManyMarks('नाम')).toMatch(/^नाम [\u0900-\u097F]/);
  });
});
