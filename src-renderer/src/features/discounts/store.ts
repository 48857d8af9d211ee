import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQueryRaw } from 'vue-router';
import { createCoupon, deleteCoupon, listAllCoupons, type Coupon, type CouponBody } from './api';

/** Price rules, coupons and their codes (docs/DESIGN.md §7): the lists' filters, the coupon choices. */
export const useDiscountsStore = defineStore('discounts', () => {
  /** Each list's last filters and page, for the way back to it from a detail page. */
  const ruleListQuery = ref<LocationQueryRaw>({});
  const couponListQuery = ref<LocationQueryRaw>({});
  const codeListQuery = ref<LocationQueryRaw>({});

  /** Every coupon, for the code list's coupon filter; loaded on demand. */
  const allCoupons = ref<Coupon[]>([]);
  let allCouponsLoaded = false;

  async function loadAllCoupons(force = false): Promise<Coupon[]> {
    if (allCouponsLoaded && !force) return allCoupons.value;
    allCoupons.value = await listAllCoupons();
    allCouponsLoaded = true;
    return allCoupons.value;
  }

  async function addCoupon(body: CouponBody): Promise<Coupon> {
    const coupon = await createCoupon(body);
    allCouponsLoaded = false;
    return coupon;
  }

  async function removeCoupon(id: number): Promise<void> {
    await deleteCoupon(id);
    allCouponsLoaded = false;
  }

  return {
    ruleListQuery,
    couponListQuery,
    codeListQuery,
    allCoupons,
    loadAllCoupons,
    addCoupon,
    removeCoupon,
  };
});
