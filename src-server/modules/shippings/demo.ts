import type { Bound } from '../../context';
import type * as service from './service';

/**
 * Demo shipping template: a named default group with a remote-region zone and unsold places.
 * `shippings`: the module's functions with the app's context (areas.ts).
 */
export async function loadShippingDemo(
  shippings: Pick<Bound<typeof service>, 'createGroup' | 'updateGroup' | 'updateMethod'>,
) {
  const group = await shippings.createGroup();
  await shippings.updateGroup(group.group.id, { title: '默认运费模板', is_default: true });
  const [standard, express] = group.methods;
  await shippings.updateMethod(standard!.row.id, {
    title: '普通快递',
    free_shipping_policy: 'over_price',
    // Free from 299.00: most demo deliveries pay for shipping, the big ones do not.
    free_shipping_price: 299_00,
    shipping_zones: [
      {
        title: '偏远地区',
        place_codes: ['540000', '630000', '650000'],
        normal_price: 20_00,
        normal_unit: 1_00,
        over_price: 10_00,
        over_unit: 1_00,
      },
    ],
  });
  await shippings.updateMethod(express!.row.id, {
    title: '顺丰速运',
    unsold_place_codes: ['540000', '650000'],
  });
}
