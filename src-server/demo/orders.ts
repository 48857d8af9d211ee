import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import type { Actor } from '../http/auth';
import { listCustomers } from '../modules/customers';
import {
  backdateOrder,
  cancelOrder,
  createOrder,
  payOrder,
  type OrderCreate,
} from '../modules/orders';
import * as pickUp from '../modules/pick-up';
import { listMethods } from '../modules/shippings';
import { productPage } from '../modules/shopfront';
import { createStaff, createStore, listStaff, settings } from '../modules/shops';

const DAY = 24 * 60 * 60 * 1000;

const STORES = [
  {
    title: '南京西路店',
    address: '上海市静安区南京西路 1266 号 1 层',
    phone: '021-62880000',
    business_hours: '10:00-22:00',
    place_code: '310106',
    username: 'clerk.nanjing',
  },
  {
    title: '徐家汇店',
    address: '上海市徐汇区漕溪北路 88 号 B1',
    phone: '021-64260000',
    business_hours: '10:00-21:30',
    place_code: '310104',
    username: 'clerk.xujiahui',
  },
] as const;

/** Delivery addresses of the demo (real district codes of the place directory). */
const ADDRESSES = [
  { place_code: '110105', address1: '朝阳区建国路 88 号 SOHO 现代城 3 号楼 1201' },
  { place_code: '440305', address1: '南山区科技园科苑路 15 号 2 栋 8 楼' },
  { place_code: '330106', address1: '西湖区文三路 478 号 5 单元 302' },
  { place_code: '310104', address1: '徐汇区天钥桥路 580 号 12 楼' },
];

/** What `demo load` and `serve --demo` print: the staff sign-ins and codes to try. */
export interface OrdersDemoSummary {
  staff: { username: string; password: string; store: string }[];
  keys: { key: string; store: string; order_number: number; stock_status: string }[];
}

/**
 * The orders part of the demo (docs/DESIGN.md §11): two stores with a staff member each, and 40
 * orders of the demo customers and products: paid pick-up orders whose codes are unused (some
 * packages prepared), used, expired and canceled, unpaid and cancelled ones, deliveries.
 */
export async function loadOrdersDemo(
  ctx: AppContext,
  deps: {
    /** How many points demo order `index` redeems (the loyalty demo decides; default none). */
    redeemPoints?: (index: number, customerId: number) => Promise<number>;
    /** The coupon codes demo order `index` gives (the discounts demo decides; default none). */
    couponCodes?: (index: number) => string[];
  },
): Promise<OrdersDemoSummary> {
  const [manager] = await listStaff(ctx, { role: 'manager', is_active: true }, 1, 0);
  if (!manager) throw new Error('The demo needs the shop manager: initialise the shop first.');
  const asManager: Actor = {
    staffId: manager.id,
    username: manager.username,
    role: 'manager',
    storeId: null,
    ip: '127.0.0.1',
  };

  const summary: OrdersDemoSummary = { staff: [], keys: [] };
  const counters: { storeId: number; title: string; actor: Actor }[] = [];
  for (const store of STORES) {
    const { username, ...fields } = store;
    const row = await createStore(ctx, fields);
    const password = randomBytes(9).toString('base64url');
    const member = await createStaff(ctx, asManager, {
      username,
      password,
      role: 'staff',
      offline_shop_id: row.id,
    });
    summary.staff.push({ username, password, store: row.title });
    counters.push({
      storeId: row.id,
      title: row.title,
      actor: { ...asManager, staffId: member.id, username, role: 'staff', storeId: row.id },
    });
  }

  const buyers = await listCustomers(ctx, {}, 20, 0);
  const page = await productPage(ctx, { published: true }, { seesUnpublished: true });
  const variants = (await page.load(100, 0)).flatMap((detail) =>
    detail.variants.filter((variant) => variant.inventory_quantity >= 8).map((v) => v.id),
  );
  const method = (await listMethods(ctx, 100, 0)).find((m) => m.row.is_enabled === 1);
  if (buyers.length === 0 || variants.length < 2 || !method)
    throw new Error('The orders demo needs the demo customers, products and shipping methods.');

  const { pick_up_expire_days } = await settings(ctx);
  const origin = { ip: '127.0.0.1', userAgent: 'Shopdesk demo data' };

  for (let i = 0; i < 40; i++) {
    const buyer = buyers[i % buyers.length]!;
    const counter = counters[i % counters.length]!;
    // Each variant is sold a few times at most: the demo stock (8 or more) covers it.
    const lines = [{ variant_id: variants[i % variants.length]!, quantity: 1 + (i % 2) }];
    if (i % 3 === 0) {
      const second = variants[(i + Math.floor(variants.length / 2)) % variants.length]!;
      if (second !== lines[0]!.variant_id) lines.push({ variant_id: second, quantity: 1 });
    }
    const delivery = i >= 28;
    const address = ADDRESSES[i % ADDRESSES.length]!;
    const input: OrderCreate = {
      customer_id: buyer.id,
      lines,
      selected_channel: delivery ? 'delivery' : 'pick_up',
      ...(delivery
        ? {
            shipping_method_id: method.row.id,
            shipping_address: {
              full_name: buyer.full_name,
              mobile: buyer.mobile,
              address1: address.address1,
              address2: '',
              place_code: address.place_code,
              country: '中国',
            },
          }
        : { pick_up_shop_id: counter.storeId }),
      note: i % 5 === 0 ? '请尽快处理，谢谢。' : '',
      redeem_points: (await deps.redeemPoints?.(i, buyer.id)) ?? 0,
      coupon_codes: deps.couponCodes?.(i) ?? [],
    };
    const order = await createOrder(ctx, input, origin);
    const id = order.row.id;

    // 0–19 paid pick-ups (unused, prepared, used, expired, canceled), 20–27 unpaid
    // pick-ups (two of them cancelled), 28–35 paid deliveries, 36–39 unpaid deliveries.
    const paid = i < 20 || (i >= 28 && i < 36);
    if (paid) await payOrder(ctx, id);
    if (i >= 26 && i < 28) await cancelOrder(ctx, id, '顾客取消');
    if (i >= 20) continue;

    const code = (await pickUp.list(ctx, { service_order_id: id }, asManager, 1, 0))[0]!;
    if (i >= 6 && i < 10) await pickUp.stockPrepare(ctx, counter.actor, code.id, 'prepared');
    if (i >= 10 && i < 14) {
      await pickUp.stockPrepare(ctx, counter.actor, code.id, 'prepared');
      await pickUp.check(ctx, counter.actor, code.key);
      await pickUp.consume(ctx, counter.actor, code.key);
    }
    // Paid weeks ago and never picked up: the code's time ran out.
    if (i >= 14 && i < 17) await backdateOrder(ctx, id, (pick_up_expire_days + 1 + i - 14) * DAY);
    if (i >= 17 && i < 20) await cancelOrder(ctx, id, '顾客要求退款');
    if (i < 10)
      summary.keys.push({
        key: code.key,
        store: counter.title,
        order_number: order.row.order_number,
        stock_status: i >= 6 ? 'prepared' : 'unprepare',
      });
  }
  await pickUp.sweepExpired(ctx);
  return summary;
}

/** The lines `demo load` and `serve --demo` print about the counters. */
export function describeOrdersDemo(summary: OrdersDemoSummary): string[] {
  return [
    'Demo staff (one per store; these passwords are shown only now):',
    ...summary.staff.map((s) => `  ${s.username} / ${s.password}  (${s.store})`),
    'Unused pick-up keys to try at the counter:',
    ...[
      ...summary.keys.filter((k) => k.stock_status !== 'prepared').slice(0, 2),
      ...summary.keys.filter((k) => k.stock_status === 'prepared').slice(0, 2),
    ].map(
      (k) =>
        `  ${k.key}  ${k.store}, order ${k.order_number}${k.stock_status === 'prepared' ? ', prepared' : ''}`,
    ),
  ];
}
