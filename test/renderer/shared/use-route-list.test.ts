// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import { createMemoryHistory, createRouter, type LocationQuery, type Router } from 'vue-router';
import { ApiError } from '@/shared/api/client';
import { useRouteList, type RouteList } from '@/shared/composables/use-route-list';
import { i18n } from '@/i18n';
import {
  filtersToQuery,
  pagingFromQuery,
  pagingToQuery,
  queryChoice,
  queryText,
  type Paging,
} from '@/shared/utils/route-query';

interface State extends Paging {
  q: string;
  status: 'open' | 'closed' | '';
}

const fromQuery = (query: LocationQuery): State => ({
  q: queryText(query.q),
  status: queryChoice(query.status, ['open', 'closed'] as const),
  ...pagingFromQuery(query),
});
const toQuery = (state: State) => ({
  ...filtersToQuery({ q: state.q, status: state.status }),
  ...pagingToQuery(state),
});

interface Call {
  state: State;
  resolve: (page: { results: string[]; count: number }) => void;
  reject: (error: unknown) => void;
}

let calls: Call[] = [];
let remembered: LocationQuery[] = [];
let wrapper: VueWrapper | null = null;

function fetchRows(state: State) {
  return new Promise<{ results: string[]; count: number }>((resolve, reject) => {
    calls.push({ state: { ...state }, resolve, reject });
  });
}

async function mountList(
  path: string,
): Promise<{ list: RouteList<State, string>; router: Router }> {
  const blank = { render: () => h('div') };
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/things', name: 'things', component: blank },
      { path: '/things/:id', name: 'thing', component: blank },
    ],
  });
  await router.push(path);
  let list: RouteList<State, string> | undefined;
  const Host = defineComponent({
    setup() {
      list = useRouteList({
        routeName: 'things',
        fromQuery,
        toQuery,
        fetch: fetchRows,
        remember: (query) => remembered.push(query),
      });
      return () => h('div');
    },
  });
  wrapper = mount(Host, { global: { plugins: [ElementPlus, i18n, router] } });
  await flushPromises();
  return { list: list!, router };
}

beforeEach(() => {
  setActivePinia(createPinia());
  i18n.global.locale.value = 'en';
  calls = [];
  remembered = [];
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
});

describe('useRouteList', () => {
  it('reads its filters from the route query, typed, and loads them', async () => {
    const { list } = await mountList('/things?q=tea&status=open&page=3&page_size=50');
    expect(list.state.value).toEqual({ q: 'tea', status: 'open', page: 3, pageSize: 50 });
    expect(calls).toHaveLength(1);
    expect(calls[0].state).toEqual({ q: 'tea', status: 'open', page: 3, pageSize: 50 });
    calls[0].resolve({ results: ['a', 'b'], count: 102 });
    await flushPromises();
    expect(list.rows.value).toEqual(['a', 'b']);
    expect(list.total.value).toBe(102);
    expect(list.loading.value).toBe(false);
    expect(remembered.at(-1)).toEqual({ q: 'tea', status: 'open', page: '3', page_size: '50' });
  });

  it('reads unknown or malformed query values as the defaults', async () => {
    const { list } = await mountList('/things?status=lost&page=-2&page_size=7');
    expect(list.state.value).toEqual({ q: '', status: '', page: 1, pageSize: 20 });
  });

  it('writes the filters into the URL (defaults left out), back at page 1', async () => {
    const { list, router } = await mountList('/things?page=2');
    calls[0].resolve({ results: ['x'], count: 30 });
    list.state.value.q = '  tea ';
    list.state.value.status = 'closed';
    await list.apply();
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: 'tea', status: 'closed' });
    expect(calls.at(-1)?.state).toMatchObject({ q: 'tea', status: 'closed', page: 1 });

    list.setPage(4);
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: 'tea', status: 'closed', page: '4' });

    list.reset();
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({});
    expect(list.state.value).toEqual({ q: '', status: '', page: 1, pageSize: 20 });
  });

  it('restores the filters when the browser goes back to an earlier list URL', async () => {
    const { list, router } = await mountList('/things?q=tea');
    await router.push({ name: 'things', query: { q: 'coffee', page: '2' } });
    await flushPromises();
    expect(list.state.value).toMatchObject({ q: 'coffee', page: 2 });
    router.back();
    await flushPromises();
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: 'tea' });
    expect(list.state.value).toMatchObject({ q: 'tea', page: 1 });
    expect(calls.at(-1)?.state).toMatchObject({ q: 'tea', page: 1 });
  });

  it('ignores query changes once another route is shown', async () => {
    const { list, router } = await mountList('/things?q=tea');
    const before = calls.length;
    await router.push({ name: 'thing', params: { id: 5 }, query: { q: 'other' } });
    await flushPromises();
    expect(calls).toHaveLength(before);
    expect(list.state.value.q).toBe('tea');
  });

  it('never lets a slower earlier answer overwrite a newer one', async () => {
    const { list } = await mountList('/things');
    list.state.value.q = 'tea';
    await list.apply();
    await flushPromises();
    expect(calls).toHaveLength(2);
    // The newer request answers first, then the older one.
    calls[1].resolve({ results: ['tea 1'], count: 1 });
    await flushPromises();
    calls[0].resolve({ results: ['old 1', 'old 2'], count: 2 });
    await flushPromises();
    expect(list.rows.value).toEqual(['tea 1']);
    expect(list.total.value).toBe(1);
    expect(list.loading.value).toBe(false);
  });

  it('a failure of an older request is ignored too', async () => {
    const { list } = await mountList('/things');
    void list.refresh();
    calls[1].resolve({ results: ['fresh'], count: 1 });
    await flushPromises();
    calls[0].reject(new ApiError(500, 'server_error', 'boom'));
    await flushPromises();
    expect(list.rows.value).toEqual(['fresh']);
    expect(list.error.value).toBeNull();
  });

  it('shows page 1 when the page asked for is past the last one (404)', async () => {
    const { list, router } = await mountList('/things?q=tea&page=9');
    calls[0].reject(new ApiError(404, 'not_found', 'Invalid page.'));
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({ q: 'tea' });
    expect(list.state.value.page).toBe(1);
    expect(calls.at(-1)?.state).toMatchObject({ q: 'tea', page: 1 });
    calls.at(-1)!.resolve({ results: ['first'], count: 1 });
    await flushPromises();
    expect(list.rows.value).toEqual(['first']);
    expect(list.error.value).toBeNull();
  });

  it('shows page 1 when a page past the last answers with no rows', async () => {
    const { list, router } = await mountList('/things?page=5');
    calls[0].resolve({ results: [], count: 3 });
    await flushPromises();
    expect(router.currentRoute.value.query).toEqual({});
    expect(calls.at(-1)?.state.page).toBe(1);
    calls.at(-1)!.resolve({ results: ['a', 'b', 'c'], count: 3 });
    await flushPromises();
    expect(list.rows.value).toEqual(['a', 'b', 'c']);
  });

  it('keeps a failure as the error state until a load succeeds', async () => {
    const { list } = await mountList('/things');
    const failure = new ApiError(0, 'network_error', '');
    calls[0].reject(failure);
    await flushPromises();
    expect(list.error.value).toBe(failure);
    expect(list.loading.value).toBe(false);
    void list.refresh();
    expect(list.loading.value).toBe(true);
    calls[1].resolve({ results: ['back'], count: 1 });
    await flushPromises();
    expect(list.error.value).toBeNull();
    expect(list.rows.value).toEqual(['back']);
  });
});
