import { describe, expect, it } from 'vitest';
import { defaultFields } from './category-fields';
import {
  EMPTY_HISTORY,
  isOutOfDate,
  latestSnapshot,
  previewHistoryReducer,
  type PreviewHistory,
  type PreviewSnapshot,
} from './preview-history';

const snap = (name: string): PreviewSnapshot => ({
  customization: { ...defaultFields('nameplate'), name },
  prompt: `prompt ${name}`,
  previewImage: `/objects/ai-generated/${name}.webp`,
});
const push = (state: PreviewHistory, name: string) =>
  previewHistoryReducer(state, { type: 'push', snapshot: snap(name) });

describe('preview history (undo)', () => {
  it('each Generate pushes a snapshot and sets the generated flag', () => {
    const one = push(EMPTY_HISTORY, 'a');
    expect(one).toEqual({ entries: [snap('a')], generated: true });
    expect(push(one, 'b').entries).toHaveLength(2);
  });

  it('undo with one entry removes it and resets the generated flag', () => {
    const state = previewHistoryReducer(push(EMPTY_HISTORY, 'a'), { type: 'undo' });
    expect(state).toEqual({ entries: [], generated: false });
    expect(latestSnapshot(state)).toBeNull();
  });

  it('undo with two or more entries removes two and shows the one before', () => {
    const three = push(push(push(EMPTY_HISTORY, 'a'), 'b'), 'c');
    const state = previewHistoryReducer(three, { type: 'undo' });
    expect(state.entries).toEqual([snap('a')]);
    expect(state.generated).toBe(true);
    expect(latestSnapshot(state)).toEqual(snap('a'));
  });

  it('undo with exactly two entries empties the history', () => {
    const state = previewHistoryReducer(push(push(EMPTY_HISTORY, 'a'), 'b'), { type: 'undo' });
    expect(state).toEqual({ entries: [], generated: false });
  });

  it('undo on an empty history changes nothing', () => {
    expect(previewHistoryReducer(EMPTY_HISTORY, { type: 'undo' })).toBe(EMPTY_HISTORY);
  });

  it('clear empties the history and resets the flag', () => {
    expect(previewHistoryReducer(push(push(EMPTY_HISTORY, 'a'), 'b'), { type: 'clear' })).toEqual(EMPTY_HISTORY);
  });

  it('never changes the state it was given', () => {
    const one = push(EMPTY_HISTORY, 'a');
    push(one, 'b');
    previewHistoryReducer(one, { type: 'undo' });
    expect(one.entries).toHaveLength(1);
  });
});

describe('a preview of another option (issue 45.6)', () => {
  const snapshot = {
    customization: {} as PreviewSnapshot['customization'],
    prompt: '',
    previewImage: '/objects/ai-generated/abc12345.webp?t=1',
    drawnOn: '/images/catalog/cloud-plate-space/1024.webp',
  };
  it('is out of date once the options show another photo than it was drawn on', () => {
    expect(isOutOfDate(snapshot, snapshot.previewImage, '/images/catalog/cloud-plate-unicorn/1024.webp')).toBe(true);
  });
  it('is current on its own photo (another size of the same theme), or when none is on show', () => {
    expect(isOutOfDate(snapshot, snapshot.previewImage, snapshot.drawnOn)).toBe(false);
    expect(isOutOfDate(null, null, snapshot.drawnOn)).toBe(false);
    expect(isOutOfDate(snapshot, '/images/catalog/cloud-plate-unicorn/1024.webp', 'x')).toBe(false);
  });
});
