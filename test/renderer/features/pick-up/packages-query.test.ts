// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { usePackagesStore } from '@/features/pick-up/packages-store';

beforeEach(() => setActivePinia(createPinia()));

describe('the packages list from a link (the dashboard’s)', () => {
  it('takes the filters the link names and clears the others', () => {
    const packages = usePackagesStore();
    packages.filters.search = '6144';
    packages.filters.stockStatus = 'prepared';
    packages.applyQuery({
      key_status: 'unused',
      offline_shop: '2',
      expires_before: '2026-11-24T10:00:00.000+08:00',
    });
    expect(packages.filters).toEqual({
      keyStatus: 'unused',
      stockStatus: '',
      offlineShop: 2,
      expiresBefore: '2026-11-24T10:00:00.000+08:00',
      search: '',
    });
  });

  it('ignores values that are no filter', () => {
    const packages = usePackagesStore();
    packages.applyQuery({ key_status: 'lost', stock_status: ['prepared'], offline_shop: 'x' });
    expect(packages.filters).toMatchObject({ keyStatus: '', stockStatus: '', offlineShop: null });
  });
});
