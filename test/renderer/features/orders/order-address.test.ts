import { describe, expect, it } from 'vitest';
import { orderAddress } from '@/features/orders/order-address';

const address = {
  full_name: '王芳',
  mobile: '13800138000',
  address1: '南京西路 1000 号',
  address2: '',
  place_code: '310101',
};

describe('orderAddress', () => {
  it('keeps the parts of the place apart and says a municipality once', () => {
    expect(
      orderAddress({ ...address, province: '上海市', city: '上海市', district: '黄浦区' }),
    ).toBe('王芳 · 13800138000 · 上海市 黄浦区 南京西路 1000 号');
  });

  it('a province, its city and district, and the second address line', () => {
    expect(
      orderAddress({
        ...address,
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address2: '3 单元 501',
      }),
    ).toBe('王芳 · 13800138000 · 浙江省 杭州市 西湖区 南京西路 1000 号 3 单元 501');
  });
});
