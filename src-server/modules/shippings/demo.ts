import type { AppContext } from '../../context';
import { createGroup, updateGroup, updateMethod } from './service';

/** Demo shipping template: a named default group with a remote-region zone and unsold places. */
export async function loadShippingDemo(ctx: AppContext) {
  const group = await createGroup(ctx);
  await updateGroup(ctx, group.group.id, { title: '默认运费模板', is_default: true });
  const [standard, express] = group.methods;
  await updateMethod(ctx, standard!.row.id, {
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
  await updateMethod(ctx, express!.row.id, {
    title: '顺丰速运',
    unsold_place_codes: ['540000', '650000'],
  });
}
