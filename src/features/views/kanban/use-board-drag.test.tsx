import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, screenWrapper } from '@/test-support/screen';
import { boardCollisions, idOf, useBoardDrag } from './use-board-drag';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const container = (id: string) =>
  ({
    id,
    key: id,
    data: { current: {} },
    disabled: false,
    node: { current: null },
    rect: { current: null },
  }) as unknown as DroppableContainer;

// Two columns; a card of the second column sits right where the dragged thing is.
const rects = new Map<string, ClientRect>([
  ['bucket-1', rect(0, 0, 270, 600)],
  ['bucket-2', rect(290, 0, 270, 100)],
  ['task-5', rect(300, 40, 250, 40)],
]);
const args = (activeId: string) => ({
  active: { id: activeId, data: { current: {} }, rect: { current: { initial: null, translated: null } } },
  collisionRect: rect(295, 35, 250, 40),
  droppableRects: rects,
  droppableContainers: [...rects.keys()].map(container),
  pointerCoordinates: null,
});

describe('boardCollisions', () => {
  it('a dragged bucket only ever lands among buckets', () => {
    const ids = boardCollisions(args('bucket-1')).map((c) => c.id);
    expect(ids).not.toContain('task-5');
    expect(ids[0]).toBe('bucket-2');
  });

  it('a dragged card lands on the nearest card', () => {
    expect(boardCollisions(args('task-9'))[0]?.id).toBe('task-5');
  });
});

describe('idOf', () => {
  it.each([
    ['task-12', { kind: 'task', id: 12 }],
    ['bucket-3', { kind: 'bucket', id: 3 }],
    ['other-1', null],
    [7, null],
  ])('%s', (raw, expected) => expect(idOf(raw)).toEqual(expected));
});

describe('useBoardDrag', () => {
  it('keeps the same sensors from one draw to the next (new ones would give every card new handlers)', () => {
    const wrapper = screenWrapper({ client: fakeServer({}).client });
    const { result, rerender } = renderHook(() => useBoardDrag(1, 2, [], true), { wrapper });
    const first = result.current.sensors;
    rerender();
    expect(result.current.sensors).toBe(first);
  });
});
