import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import {
  CODE_STATUS_FILTERS,
  VALUE_TYPES,
  type CodeStatusFilter,
  type CouponCodeListQuery,
  type CouponListQuery,
  type PriceRuleListQuery,
  type ValueType,
} from './api';
import {
  pagingFromQuery as paging,
  pagingToQuery as pagingQuery,
  queryPositiveInt as positiveInt,
  queryText as text,
  queryYesNo as yesNo,
  type YesNo,
} from '@/shared/utils/route-query';

// The three discount lists keep their filters and page in the URL, so that "back" from a
// detail page returns to the same view. Filter times are the shop's wall-clock times: the
// server reads an offset-less filter time in the shop's zone (docs/DESIGN.md §2).

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

// Price rules.

export interface RuleListState {
  automatic: YesNo;
  /** The exact title (the API filters by equality). */
  title: string;
  /** Rules starting at or after this wall-clock time. */
  startsAt: string | null;
  /** Rules ending at or before this wall-clock time. */
  endsAt: string | null;
  page: number;
  pageSize: number;
}

export function ruleStateFromQuery(query: LocationQuery): RuleListState {
  const starts = text(query.starts_at);
  const ends = text(query.ends_at);
  return {
    automatic: yesNo(query.automatic),
    title: text(query.title),
    startsAt: WALL_TIME.test(starts) ? starts : null,
    endsAt: WALL_TIME.test(ends) ? ends : null,
    ...paging(query),
  };
}

export function ruleStateToQuery(state: RuleListState): LocationQueryRaw {
  return {
    ...(state.automatic !== 'all' ? { automatic: state.automatic } : {}),
    ...(state.title.trim() ? { title: state.title.trim() } : {}),
    ...(state.startsAt ? { starts_at: state.startsAt } : {}),
    ...(state.endsAt ? { ends_at: state.endsAt } : {}),
    ...pagingQuery(state),
  };
}

export function ruleStateToApiQuery(state: RuleListState): PriceRuleListQuery {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.automatic !== 'all' ? { automatic_discount: state.automatic === 'yes' } : {}),
    ...(state.title.trim() ? { title: state.title.trim() } : {}),
    ...(state.startsAt ? { starts_at: state.startsAt } : {}),
    ...(state.endsAt ? { ends_at: state.endsAt } : {}),
  };
}

// Coupons.

export interface CouponListState {
  /** The exact code prefix. */
  codePrefix: string;
  canRedeem: YesNo;
  valueType: ValueType | '';
  /** A substring of the rule's title. */
  title: string;
  /** Created on or after this day (`YYYY-MM-DD`, the shop's days). */
  createdFrom: string | null;
  /** Created on or before this day. */
  createdTo: string | null;
  page: number;
  pageSize: number;
}

export function couponStateFromQuery(query: LocationQuery): CouponListState {
  const valueType = text(query.value_type);
  const from = text(query.created_from);
  const to = text(query.created_to);
  return {
    codePrefix: text(query.code_prefix),
    canRedeem: yesNo(query.can_redeem),
    valueType: (VALUE_TYPES as readonly string[]).includes(valueType)
      ? (valueType as ValueType)
      : '',
    title: text(query.title),
    createdFrom: DATE.test(from) ? from : null,
    createdTo: DATE.test(to) ? to : null,
    ...paging(query),
  };
}

export function couponStateToQuery(state: CouponListState): LocationQueryRaw {
  return {
    ...(state.codePrefix.trim() ? { code_prefix: state.codePrefix.trim() } : {}),
    ...(state.canRedeem !== 'all' ? { can_redeem: state.canRedeem } : {}),
    ...(state.valueType ? { value_type: state.valueType } : {}),
    ...(state.title.trim() ? { title: state.title.trim() } : {}),
    ...(state.createdFrom ? { created_from: state.createdFrom } : {}),
    ...(state.createdTo ? { created_to: state.createdTo } : {}),
    ...pagingQuery(state),
  };
}

/** Whole days of the shop: from the first day's start to the last day's last millisecond. */
export function couponStateToApiQuery(state: CouponListState): CouponListQuery {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.codePrefix.trim() ? { code_prefix: state.codePrefix.trim() } : {}),
    ...(state.canRedeem !== 'all' ? { can_redeem: state.canRedeem === 'yes' } : {}),
    ...(state.valueType ? { price_rule__value_type: state.valueType } : {}),
    ...(state.title.trim() ? { price_rule__title__icontains: state.title.trim() } : {}),
    ...(state.createdFrom ? { created_at__gte: `${state.createdFrom}T00:00:00` } : {}),
    ...(state.createdTo ? { created_at__lte: `${state.createdTo}T23:59:59.999` } : {}),
  };
}

// Coupon codes.

export interface CodeListState {
  status: CodeStatusFilter | '';
  coupon: number | null;
  customer: number | null;
  page: number;
  pageSize: number;
}

export function codeStateFromQuery(query: LocationQuery): CodeListState {
  const status = text(query.status);
  return {
    status: (CODE_STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as CodeStatusFilter)
      : '',
    coupon: positiveInt(query.coupon),
    customer: positiveInt(query.customer),
    ...paging(query),
  };
}

export function codeStateToQuery(state: CodeListState): LocationQueryRaw {
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.coupon ? { coupon: String(state.coupon) } : {}),
    ...(state.customer ? { customer: String(state.customer) } : {}),
    ...pagingQuery(state),
  };
}

export function codeStateToApiQuery(state: CodeListState): CouponCodeListQuery {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.status ? { status: state.status } : {}),
    ...(state.coupon ? { coupon: state.coupon } : {}),
    ...(state.customer ? { customer: state.customer } : {}),
  };
}
