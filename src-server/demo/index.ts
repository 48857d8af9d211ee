import type { AppAreas } from '../app';
import { loadCustomerDemo } from '../modules/customers';
import { demoCouponCodes, loadDiscountDemo } from '../modules/discounts';
import { demoRedemptions, loadLoyaltyDemo } from '../modules/loyalty';
import { loadShippingDemo } from '../modules/shippings';
import { loadShopfrontDemo } from '../modules/shopfront';
import { describeOrdersDemo, loadOrdersDemo, type OrdersDemoSummary } from './orders';

/** What a demo load tells the person who ran it (staff passwords exist only here). */
export interface DemoSummary {
  orders: OrdersDemoSummary;
}

/** The lines `demo load` and `serve --demo` print after loading. */
export const describeDemo = (summary: DemoSummary): string[] => describeOrdersDemo(summary.orders);

/**
 * Loads the demo data set (docs/DESIGN.md §11) of the areas that exist, into an empty shop only.
 * Returns false when the shop already had data or demo data.
 */
export async function loadDemo(areas: AppAreas): Promise<boolean> {
  return (await loadDemoSet(areas)) !== null;
}

/** `loadDemo` answering what was made that the person loading it needs to know, or null. */
export async function loadDemoSet(areas: AppAreas): Promise<DemoSummary | null> {
  const settings = await areas.shop.getSettings();
  if (
    settings.demo_loaded_at !== null ||
    (await areas.shippings.countGroups()) > 0 ||
    (await areas.customers.count({})) > 0 ||
    (await areas.shopfront.catalog.countProducts()) > 0
  )
    return null;
  await loadShippingDemo(areas.shippings);
  await loadCustomerDemo(areas.customers);
  await loadShopfrontDemo(areas.shopfront);
  await loadDiscountDemo({
    discounts: areas.discounts,
    customers: areas.customers,
    now: Date.now(),
  });
  const orders = await loadOrdersDemo({
    shop: areas.shop,
    stores: areas.stores,
    staff: areas.staff,
    customers: areas.customers,
    catalog: areas.shopfront.catalog,
    shippings: areas.shippings,
    orders: areas.orders,
    pickUp: areas.pickUpCodes,
    // Some demo orders redeem points their customers earned on earlier ones (docs/DESIGN.md §7).
    redeemPoints: demoRedemptions(areas.customers),
    couponCodes: demoCouponCodes,
  });
  await loadLoyaltyDemo({ loyalty: areas.loyalty, customers: areas.customers });
  await areas.shop.markDemoLoaded();
  return { orders };
}
