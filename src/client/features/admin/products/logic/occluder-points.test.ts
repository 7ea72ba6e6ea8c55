import { describe, expect, it } from 'vitest';
import {
  editOccluder,
  MAX_OCCLUDER_POINTS,
  occluderDraft,
  occluderToSave,
  type OccluderDraft,
} from './occluder-points';

const drawn = (...pts: [number, number][]): OccluderDraft =>
  pts.reduce((s, at) => editOccluder(s, { type: 'add', at }), occluderDraft(undefined));

describe('drawing the occluder on the photo', () => {
  it('adds tapped points in order, selecting each and saying so', () => {
    const s = drawn([100, 200], [150, 220], [120, 300]);
    expect(s.points).toEqual([
      [100, 200],
      [150, 220],
      [120, 300],
    ]);
    expect(s.selected).toBe(2);
    expect(s.announcement).toBe('Point 3 added at 120, 300. 3 points outline what stands in front.');
  });

  it('adds a point after the selected one, between two others', () => {
    let s = drawn([100, 200], [150, 220], [120, 300]);
    s = editOccluder(s, { type: 'select', index: 0 });
    s = editOccluder(s, { type: 'add', at: [125, 210] });
    expect(s.points[1]).toEqual([125, 210]);
    expect(s.points).toHaveLength(4);
    expect(s.selected).toBe(1);
  });

  it('keeps points on the photo', () => {
    const s = drawn([-40, 2000]);
    expect(s.points).toEqual([[0, 1024]]);
  });

  it('nudges the selected point with the arrow keys and moves a dragged one', () => {
    let s = drawn([100, 200], [150, 220]);
    s = editOccluder(s, { type: 'nudge', by: [-2, 20] });
    expect(s.points[1]).toEqual([148, 240]);
    expect(s.announcement).toBe('Point 2 at 148, 240.');
    s = editOccluder(s, { type: 'move', index: 0, to: [300.04, 310] });
    expect(s.points[0]).toEqual([300, 310]);
    expect(s.selected).toBe(0);
  });

  it('says nothing while a point is being dragged, only where it ends up', () => {
    let s = drawn([100, 200], [150, 220]);
    s = editOccluder(s, { type: 'move', index: 0, to: [120, 210], quiet: true });
    expect(s.points[0]).toEqual([120, 210]);
    expect(s.announcement).toBe('Point 2 added at 150, 220. 2 points: add 1 more to outline an area.');
    s = editOccluder(s, { type: 'move', index: 0, to: [130, 210] });
    expect(s.announcement).toBe('Point 1 at 130, 210.');
  });

  it('does nothing to nudge or remove with nothing selected', () => {
    const s = occluderDraft([
      [1, 1],
      [5, 5],
      [1, 9],
    ]);
    expect(editOccluder(s, { type: 'nudge', by: [2, 0] })).toBe(s);
    expect(editOccluder(s, { type: 'remove' })).toBe(s);
  });

  it('removes the selected point and selects the one before it', () => {
    let s = drawn([100, 200], [150, 220], [120, 300]);
    s = editOccluder(s, { type: 'select', index: 1 });
    s = editOccluder(s, { type: 'remove' });
    expect(s.points).toEqual([
      [100, 200],
      [120, 300],
    ]);
    expect(s.selected).toBe(0);
    expect(s.announcement).toBe('Point 2 removed. 2 points: add 1 more to outline an area.');
    s = editOccluder(editOccluder(s, { type: 'remove' }), { type: 'remove' });
    expect(s.points).toEqual([]);
    expect(s.selected).toBeNull();
  });

  it('clears everything', () => {
    const s = editOccluder(drawn([1, 2], [3, 4], [5, 6]), { type: 'clear' });
    expect(s).toEqual({ points: [], selected: null, announcement: expect.stringMatching(/cleared/) });
  });

  it('stops at the contract’s ceiling of points', () => {
    const full = drawn(...Array.from({ length: MAX_OCCLUDER_POINTS }, (_, i): [number, number] => [i, i]));
    const more = editOccluder(full, { type: 'add', at: [500, 500] });
    expect(more.points).toHaveLength(MAX_OCCLUDER_POINTS);
    expect(more.announcement).toMatch(/No more points/);
  });

  it('saves no polygon or a real one, never one or two points', () => {
    expect(occluderToSave([])).toEqual({});
    expect(occluderToSave([[1, 1]]).problem).toMatch(/at least 3/);
    expect(
      occluderToSave([
        [1, 1],
        [5, 1],
        [3, 4],
      ]).occluder,
    ).toHaveLength(3);
  });
});
