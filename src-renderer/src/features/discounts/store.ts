import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LocationQueryRaw } from 'vue-router';
import type { Page } from '@/shared/api/client';
import {
  createCoupon,
  createPriceRule,
  deleteCoupon,
  deleteCouponCode,
  deletePriceRule,
  getCoupon,
  getPriceRule,
  issueCouponCodes,
  listAllCoupons,
  listCouponCodes,
  listCoupons,
  listPriceRules,
  replacePriceRule,
  updateCouponCode,
  type CodeStatus,
  type Coupon,
  type CouponBody,
  type CouponCode,
  type CouponCodeListQuery,
  type CouponListQuery,
  type PriceRule,
  type PriceRuleBody,
  type PriceRuleListQuery,
} from './api';
import { issueBody, type IssueCustomer } from './discount-form';
import { useShopStore } from '@/features/settings/store';

/** Price rules, coupons and their codes (DESIGN §7). */
export const useDiscountsStore = defineStore('discounts', () => {
  /** Each list's last filters and page, for the way back to it from a detail page. */
  const ruleListQuery = ref<LocationQueryRaw>({});
  const couponListQuery = ref<LocationQueryRaw>({});
  const codeListQuery = ref<LocationQueryRaw>({});

  /** Every coupon, for the code list's coupon filter; loaded on demand. */
  const allCoupons = ref<Coupon[]>([]);
  let allCouponsLoaded = false;

  /**
   * The shop's time zone, for the offsets of typed times; null when the settings cannot be
   * read (times then go without an offset and the server reads them in the shop's zone).
   */
  async function shopTimeZone(): Promise<string | null> {
    const shop = useShopStore();
    const settings = shop.settings ?? (await shop.load());
    return settings.timezone || null;
  }

  // Price rules.

  function listRules(query: PriceRuleListQuery): Promise<Page<PriceRule>> {
    return listPriceRules(query);
  }

  function loadRule(id: number): Promise<PriceRule> {
    return getPriceRule(id);
  }

  /** Creates (id null) or replaces a rule. */
  function saveRule(id: number | null, body: PriceRuleBody): Promise<PriceRule> {
    return id === null ? createPriceRule(body) : replacePriceRule(id, body);
  }

  function removeRule(id: number): Promise<void> {
    return deletePriceRule(id);
  }

  // Coupons.

  function listCouponPage(query: CouponListQuery): Promise<Page<Coupon>> {
    return listCoupons(query);
  }

  async function loadAllCoupons(force = false): Promise<Coupon[]> {
    if (allCouponsLoaded && !force) return allCoupons.value;
    allCoupons.value = await listAllCoupons();
    allCouponsLoaded = true;
    return allCoupons.value;
  }

  function loadCoupon(id: number): Promise<Coupon> {
    return getCoupon(id);
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

  // Coupon codes.

  function listCodes(query: CouponCodeListQuery): Promise<Page<CouponCode>> {
    return listCouponCodes(query);
  }

  /** One code of the coupon for each customer, all or none (errors name the index). */
  async function issueCodes(
    couponId: number,
    customers: readonly IssueCustomer[],
  ): Promise<CouponCode[]> {
    const page = await issueCouponCodes(issueBody(couponId, customers));
    return page.results;
  }

  /** Marks a code used (the server sets `used_at`) or unused (it clears it). */
  function setCodeStatus(code: CouponCode, status: CodeStatus): Promise<CouponCode> {
    return updateCouponCode(code.id, {
      customer_id: code.customer_id,
      coupon_id: code.coupon_id,
      status,
    });
  }

  function removeCode(id: number): Promise<void> {
    return deleteCouponCode(id);
  }

  return {
    ruleListQuery,
    couponListQuery,
    codeListQuery,
    allCoupons,
    shopTimeZone,
    listRules,
    loadRule,
    saveRule,
    removeRule,
    listCoupons: listCouponPage,
    loadAllCoupons,
    loadCoupon,
    addCoupon,
    removeCoupon,
    listCodes,
    issueCodes,
    setCodeStatus,
    removeCode,
  };
});
