// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignInput } from '../../../../../contracts/personalisation-design';
import { SEED_MUG_DESIGN, STARTER_DESIGNS } from '../../../../../contracts/personalisation-starters';
import { createQueryClient } from '../../../../lib/query-client';
import { draftOf, inputOf } from '../logic/design-draft';
import { DesignEditor } from './design-editor';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const starters = STARTER_DESIGNS.map(({ key, name }) => ({ key, name }));

/** The studio's design API as routes/admin/admin-designs.ts answers it: each PUT is the next version. */
let puts: DesignInput[] = [];
let refuse: unknown = null;
/** The studio's preview calls (admin-designs.ts): each body, and the answer the next one gets. */
let previews: { fields: Record<string, string>; imageId: string }[] = [];
let previewAnswer: () => Promise<Response> = () => Promise.resolve(json({ success: true }));
beforeEach(() => {
  puts = [];
  refuse = null;
  previews = [];
  let current = { version: 1, ...inputOf(draftOf(SEED_MUG_DESIGN)) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/design/preview')) {
        previews.push(JSON.parse(init?.body as string) as (typeof previews)[number]);
        return previewAnswer();
      }
      if (init?.method === 'PUT') {
        if (refuse) return json(refuse, 400);
        const body = JSON.parse(init.body as string) as DesignInput;
        puts.push(body);
        current = { version: current.version + 1, ...inputOf(draftOf(body)) };
      }
      return json({ design: current, starters });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = { id: 'own-cup', url: '/images/own-cup/1024.webp', alt: 'A white cup on a table' };

async function studio() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DesignEditor productId="p-1" image={photo} />
    </QueryClientProvider>,
  );
  await screen.findByText('Version 1 is what shoppers fill in now.');
  return user;
}

const card = (name: RegExp) => screen.getByRole('region', { name });
const fieldNames = () =>
  within(screen.getByRole('list', { name: 'Fields' }))
    .getAllByRole('region')
    .map((r) => within(r).getAllByRole('button')[0]?.textContent);
const preview = () => screen.getByTestId('design-phone');

async function startFrom(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Start from' }), name);
  await user.click(screen.getByRole('button', { name: 'Use this start' }));
}

describe("the studio's design editor (issue 41)", () => {
  it("starts from the couple's mug and saves it as the next version", async () => {
    const user = await studio();
    expect(fieldNames()).toHaveLength(3);
    await startFrom(user, "Couple's mug with date");
    expect(screen.getByText(/^Started from Couple's mug with date/)).toBeTruthy();
    expect(card(/^1\. First name/)).toBeTruthy();
    expect(within(preview()).getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Asha');
    expect(within(preview()).getByRole('textbox', { name: 'Second name' })).toHaveProperty('value', 'Ravi');
    expect(within(preview()).getByTestId('design-piece').textContent).toContain('12 Dec 2026');
    await user.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(within(preview()).getByRole('textbox', { name: 'पहला नाम' })).toHaveProperty('value', 'आशा');

    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText(/^Saved as version 2\./)).toBeTruthy();
    expect(puts[0]?.fields.map((f) => f.id)).toEqual(['firstName', 'secondName', 'date', 'font']);
    expect(puts[0]?.slots.map((s) => s.id)).toEqual(['first', 'second', 'date']);
  });

  it('adds a field at the end, opened, and refuses it at its input until it has a Hindi label', async () => {
    const user = await studio();
    await user.selectOptions(screen.getByRole('combobox', { name: "New field's kind" }), 'Number');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const added = card(/^4\. Number 1/);
    expect(document.activeElement).toBe(within(added).getByRole('button', { name: /Number 1/, expanded: true }));
    expect(screen.getByText('Number added as field 4')).toBeTruthy();
    expect(within(preview()).getByRole('textbox', { name: 'Number 1 (optional)' })).toHaveProperty('value', '12B');

    await user.click(screen.getByRole('button', { name: 'Save design' }));
    const hindi = within(card(/^4\. Number 1/)).getByRole('textbox', { name: 'Label (Hindi)' });
    expect(hindi.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(hindi.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A field needs a Hindi name',
    );
    expect(document.activeElement).toBe(hindi);
    expect(screen.getByRole('alert').textContent).toContain('Not saved: one setting needs attention.');
    expect(puts).toEqual([]);

    await user.type(hindi, 'संख्या');
    expect(hindi.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('moves fields with the buttons and with Alt + arrow keys, keeping the focus and saying where', async () => {
    const user = await studio();
    const down = screen.getByRole('button', { name: 'Move Photo down' });
    await user.click(down);
    expect(fieldNames()).toEqual(['▸1. CaptionText line', '▸2. PhotoPhoto', '▸3. Art styleCaricature style']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Photo down' }));
    expect(screen.getByText('Photo moved to 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Photo down' }));
    // At the bottom its down button is disabled: the focus goes to its up button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Photo up' }));

    const caption = within(card(/^1\. Caption/)).getAllByRole('button')[0]!;
    caption.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(fieldNames()[1]).toBe('▸2. CaptionText line');
    expect(document.activeElement).toBe(within(card(/^2\. Caption/)).getAllByRole('button')[0]);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(fieldNames()[0]).toBe('▸1. CaptionText line');

    await user.click(screen.getByRole('button', { name: 'Remove Art style' }));
    expect(screen.getByText('Art style removed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await screen.findByText(/^Saved as version 2\./);
    expect(puts[0]?.fields.map((f) => f.id)).toEqual(['line1', 'userImageUrl']);
  });

  it('shows a field only when its choice has the value, in the preview and in the saved design', async () => {
    const user = await studio();
    await startFrom(user, 'Name mug');
    // "Add a date?" starts at No: the shopper does not see the date.
    expect(within(preview()).queryByLabelText(/^Date/)).toBeNull();
    await user.selectOptions(within(preview()).getByRole('combobox', { name: /Add a date\?/ }), 'Yes');
    expect(within(preview()).getByLabelText(/^Date/)).toBeTruthy();

    const date = card(/^4\. Date/);
    await user.click(within(date).getAllByRole('button')[0]!);
    const when = within(date).getByRole('combobox', { name: 'Show only when' });
    expect((when as HTMLSelectElement).value).toBe('addDate');
    await user.selectOptions(when, 'font');
    await user.selectOptions(within(date).getByRole('combobox', { name: 'is' }), 'script');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await screen.findByText(/^Saved as version 2\./);
    expect(puts[0]?.fields[3]?.showWhen).toEqual({ field: 'font', value: 'script' });

    // The choice it depends on moved below it: refused at the condition, named.
    await user.click(screen.getByRole('button', { name: 'Move Font down' }));
    await user.click(screen.getByRole('button', { name: 'Move Font down' }));
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('"Date" (date) depends on font, which comes after it')).toBeTruthy();
    expect(puts).toHaveLength(1);
  });

  it('refuses most below fewest at the field, and shows what the server refused at its field', async () => {
    const user = await studio();
    const caption = card(/^2\. Caption/);
    await user.click(within(caption).getAllByRole('button')[0]!);
    await user.clear(within(caption).getByRole('spinbutton', { name: 'Fewest characters' }));
    await user.type(within(caption).getByRole('spinbutton', { name: 'Fewest characters' }), '70');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    const most = within(caption).getByRole('spinbutton', { name: 'Most characters' });
    expect(most.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('"Caption" (line1): the most characters (60) is below the least (70)')).toBeTruthy();
    expect(puts).toEqual([]);

    const fewest = within(caption).getByRole('spinbutton', { name: 'Fewest characters' });
    await user.clear(fewest);
    expect(document.getElementById(fewest.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a number');
    await user.type(fewest, '0');
    refuse = { success: false, error: 'x', code: 'invalid_input', issues: [{ path: 'fields.1.id', message: 'Taken' }] };
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    const id = await within(caption).findByRole('textbox', { name: 'Field id' });
    await vi.waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Taken')).toBeTruthy();
  });

  it('refuses a slot reaching outside the print area at that slot, opening the slots to show it', async () => {
    const user = await studio();
    await user.click(screen.getByRole('button', { name: 'Slots on the template (2)', expanded: false }));
    const width = screen.getByRole('spinbutton', { name: 'Slot 2 width (%)' });
    await user.clear(width);
    await user.type(width, '99');
    await user.click(screen.getByRole('button', { name: /^Slots on the template/ }));
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(screen.getByRole('button', { name: /^Slots on the template \(2\)needs attention/ })).toBeTruthy();
    expect(screen.getByText('Slot caption reaches outside the print area')).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("asks the server for the preview on the product's own photo in two scripts, announcing the wait", async () => {
    const user = await studio();
    await startFrom(user, "Couple's mug with date");
    let answer: (r: Response) => void = () => undefined;
    previewAnswer = () => new Promise((done) => (answer = done));
    const shown = within(preview()).getByTestId('design-server-preview');
    expect(shown.getAttribute('src')).toBe(photo.url);
    await user.click(within(preview()).getByRole('button', { name: 'Draw the preview on this photo' }));
    expect(within(preview()).getByRole('status').textContent).toBe('Drawing the preview on the product photo…');
    expect(previews[0]).toMatchObject({ imageId: 'own-cup', fields: { firstName: 'Asha', secondName: 'Ravi' } });
    answer(json({ success: true, imageUrl: '/objects/ai-generated/latin.webp' }));
    await vi.waitFor(() => expect(shown.getAttribute('src')).toBe('/objects/ai-generated/latin.webp'));
    expect(within(preview()).getByRole('status').textContent).toBe("The server's preview, with the English samples.");

    // Hindi samples: the preview on show is of other values until it is drawn again.
    await user.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(within(preview()).getByText('The design or the samples changed since this preview.')).toBeTruthy();
    previewAnswer = () => Promise.resolve(json({ success: true, imageUrl: '/objects/ai-generated/hindi.webp' }));
    await user.click(within(preview()).getByRole('button', { name: 'Draw the preview again' }));
    await vi.waitFor(() => expect(shown.getAttribute('src')).toBe('/objects/ai-generated/hindi.webp'));
    expect(previews[1]?.fields).toMatchObject({ firstName: 'आशा', secondName: 'रवि' });
    expect(shown.getAttribute('alt')).toBe("The server's preview of this design with the Hindi samples");
  });

  it("says the server's words when it will not draw (too many previews)", async () => {
    const user = await studio();
    previewAnswer = () =>
      Promise.resolve(json({ success: false, error: 'Too many requests, please try again later.' }, 429));
    await user.click(within(preview()).getByRole('button', { name: 'Draw the preview on this photo' }));
    expect((await within(preview()).findByRole('alert')).textContent).toBe(
      'The preview could not be drawn: Too many requests, please try again later.',
    );
    expect(within(preview()).getByTestId('design-server-preview').getAttribute('data-drawn')).toBe('false');
  });
});
