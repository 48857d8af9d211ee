// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { useShippingsStore } from '@/features/shippings/store';
import { json, startManagerSession } from '../../support/api';

const TREE = [
  { code: '310000', name: '上海市', short_name: '上海', pinyin: 'shang hai', children: [] },
];

let answers: (() => Response)[] = [];
const fetchMock = vi.fn(async () => answers.shift()!());

beforeEach(() => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  startManagerSession();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('the place tree in the shippings store', () => {
  it('is asked for once by callers at the same time, and says while it is on its way', async () => {
    answers = [() => json(TREE)];
    const store = useShippingsStore();
    const first = store.loadPlaces();
    const second = store.loadPlaces();
    expect(store.placesLoading).toBe(true);
    expect(await first).toEqual(TREE);
    expect(await second).toEqual(TREE);
    expect(store.placesLoading).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Loaded: later calls answer from memory.
    await store.loadPlaces();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failure', async () => {
    answers = [() => json({ detail: 'Down.', code: 'unavailable' }, 503), () => json(TREE)];
    const store = useShippingsStore();
    await expect(store.loadPlaces()).rejects.toThrow();
    expect(store.placesLoading).toBe(false);
    expect(store.places).toBeNull();
    expect(await store.loadPlaces()).toEqual(TREE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
