import type { AppAreas } from '../app';
import { loadShippingDemo } from '../modules/shippings/demo';
import { loadCustomerDemo } from '../modules/customers/demo';
import { loadShopfrontDemo } from '../modules/shopfront/demo';

/**
 * Loads the demo data set (DESIGN §11) of the areas that exist, into an empty shop only.
 * Returns false when the shop already had data or demo data.
 */
export async function loadDemo(areas: AppAreas): Promise<boolean> {
  const settings = await areas.shop.getSettings();
  if (
    settings.demo_loaded_at !== null ||
    (await areas.shippings.countGroups()) > 0 ||
    (await areas.customers.count({})) > 0 ||
    (await areas.shopfront.catalog.countProducts()) > 0
  )
    return false;
  await loadShippingDemo(areas.shippings);
  await loadCustomerDemo(areas.customers);
  await loadShopfrontDemo(areas.shopfront);
  await areas.shop.markDemoLoaded();
  return true;
}
