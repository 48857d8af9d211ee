import type { AppContext } from '../context';
import { countCustomers, loadCustomerDemo } from '../modules/customers';
import { demoCouponCodes, loadDiscountDemo } from '../modules/discounts';
import { demoRedemptions, loadLoyaltyDemo } from '../modules/loyalty';
import { countGroups, loadShippingDemo } from '../modules/shippings';
import { countProducts, loadShopfrontDemo } from '../modules/shopfront';
import { markDemoLoaded, settings as shopSettings } from '../modules/shops';
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
export async function loadDemo(ctx: AppContext): Promise<boolean> {
  return (await loadDemoSet(ctx)) !== null;
}

/** `loadDemo` answering what was made that the person loading it needs to know, or null. */
export async function loadDemoSet(ctx: AppContext): Promise<DemoSummary | null> {
  const settings = await shopSettings(ctx);
  if (
    settings.demo_loaded_at !== null ||
    (await countGroups(ctx)) > 0 ||
    (await countCustomers(ctx, {})) > 0 ||
    (await countProducts(ctx)) > 0
  )
    return null;
  await loadShippingDemo(ctx);
  await loadCustomerDemo(ctx);
  await loadShopfrontDemo(ctx);
  await loadDiscountDemo(ctx, Date.now());
  const orders = await loadOrdersDemo(ctx, {
    // Some demo orders redeem points their customers earned on earlier ones (docs/DESIGN.md §7).
    redeemPoints: demoRedemptions(ctx),
    couponCodes: demoCouponCodes,
  });
  await loadLoyaltyDemo(ctx);
  await markDemoLoaded(ctx);
  return { orders };
}
