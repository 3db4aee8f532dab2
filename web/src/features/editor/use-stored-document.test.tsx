import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { singleDesignDocument, type MockupDocument } from '../../../../core/src/editor/document';
import { storedDocument, UPLOADED_DESIGN } from './editor-doc-store';
import { useStoredDocument } from './use-stored-document';

const template = { id: 't-shirts-1', category: 't-shirts' };
const docAt = (x: number) => singleDesignDocument('front', UPLOADED_DESIGN, { x, y: 50, size: 1, rotation: 0 });
const storedX = () => (storedDocument(template, 'front').areas.front!.layers[0]!.placement.x);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function mount() {
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  const hook = renderHook(({ doc }: { doc: MockupDocument }) => useStoredDocument(template, 'front', doc), { initialProps: { doc: docAt(10) } });
  return { ...hook, writes: () => setItem.mock.calls.filter(([key]) => key === 'mockup-studio:editor:t-shirts-1').length };
}

it('writes a slider run once, after the changes pause', () => {
  const { rerender, writes } = mount();
  for (let x = 11; x <= 40; x++) {
    rerender({ doc: docAt(x) });
    act(() => vi.advanceTimersByTime(16));
  }
  expect(writes()).toBe(0);
  act(() => vi.advanceTimersByTime(300));
  expect(writes()).toBe(1);
  expect(storedX()).toBe(40);
});

it('writes the last change at once when the page is hidden or the editor closes', () => {
  const { rerender, unmount } = mount();
  rerender({ doc: docAt(70) });
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(storedX()).toBe(70);
  rerender({ doc: docAt(80) });
  unmount();
  expect(storedX()).toBe(80);
});
