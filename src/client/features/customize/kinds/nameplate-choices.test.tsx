// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LetteringChoices } from '../../../../contracts/template-choices';
import { useCustomizationFields } from '../hooks/use-customization-fields';
import { kidsForm, nameplateForm } from './lettered-forms';

afterEach(cleanup);

/** A kind's fields in the sheet, wired to the real fields hook, for a template's choices. */
function Sheet({ form: kind, choices }: { form: typeof nameplateForm | typeof kidsForm; choices?: LetteringChoices }) {
  const form = useCustomizationFields(kind === kidsForm ? 'kids' : 'nameplate', () => undefined, choices);
  const { Fields } = kind;
  return <Fields form={form} choices={choices} />;
}

describe("the sheet offers only the template's choices", () => {
  it('shows every font and colour, and the spec counters, when the template sets none', () => {
    render(<Sheet form={nameplateForm} />);
    expect(screen.getAllByRole('radio', { name: /Serif|Sans|Script|Playful|Bold/ })).toHaveLength(5);
    expect(screen.getByText('0/20')).toBeTruthy();
    expect(screen.getByText('0/10')).toBeTruthy();
  });

  it('offers the narrowed fonts and colours, opening on one of them, and counts against the lower limits', async () => {
    const user = userEvent.setup();
    render(
      <Sheet
        form={nameplateForm}
        choices={{ fonts: ['script', 'bold'], colors: ['#C9A227', '#1A1A1A'], limits: { name: 8, houseNumber: 4 } }}
      />,
    );
    const fonts = screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'lettering-font');
    expect(fonts.map((r) => (r as HTMLInputElement).value)).toEqual(['script', 'bold']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Script' }).checked).toBe(true);
    const colours = screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'lettering-color');
    expect(colours.map((r) => (r as HTMLInputElement).value)).toEqual(['#C9A227', '#1A1A1A']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Gold' }).checked).toBe(true);

    const name = screen.getByRole('textbox', { name: 'Name' });
    // The counter is the field's description, in the spec's n/max form, against the lower limit.
    expect(screen.getByText('0/8').id).toBe(name.getAttribute('aria-describedby'));
    await user.type(name, 'Sharma Niwas');
    expect((name as HTMLInputElement).value).toBe('Sharma N');
    expect(screen.getByText('8/8')).toBeTruthy();
    expect(screen.getByText('0/4')).toBeTruthy();
  });

  it("counts a kids plate's name against its own lower limit", async () => {
    const user = userEvent.setup();
    render(<Sheet form={kidsForm} choices={{ limits: { childName: 5 } }} />);
    const name = screen.getByRole('textbox', { name: "Child's name" });
    await user.type(name, 'Aaravvv');
    expect((name as HTMLInputElement).value).toBe('Aarav');
    expect(screen.getByText('5/5')).toBeTruthy();
  });

  it('moves off a font the next photo does not offer', () => {
    const { result, rerender } = renderHook(
      ({ choices }: { choices?: LetteringChoices }) => useCustomizationFields('nameplate', () => undefined, choices),
      { initialProps: {} },
    );
    act(() => result.current.setChoice('font', 'playful'));
    expect(result.current.fields.font).toBe('playful');
    rerender({ choices: { fonts: ['serif', 'bold'] } });
    expect(result.current.fields.font).toBe('serif');
  });
});
