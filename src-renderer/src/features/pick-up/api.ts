import {
  answer,
  api,
  MAX_PAGE_SIZE,
  withoutOutageRetries,
  type Page,
  type Query,
  type Schemas,
} from '@/shared/api/client';
import type { KeyStatus, PickUpCode, StockStatus } from '@/shared/api/pick-up-codes';
import type { PaperWidth, ReceiptData } from '@shared/receipt';

// The code's own types and its hand-out are shared with the offline copy (one client per
// endpoint, below both): the counter's files read them from here.
export type {
  CollectedBy,
  KeyStatus,
  PickUpCode,
  PickUpLine,
  StockStatus,
} from '@/shared/api/pick-up-codes';

/** The packages list (its exports too). */
export const PICK_UP_CODES_PATH = 'orders/pick_up_code/';

// Offline pick-up (docs/DESIGN.md §5): staff act on their store's codes, managers on every store's.

export const KEY_STATUSES: readonly KeyStatus[] = ['unused', 'used', 'expired', 'canceled'];
export const STOCK_STATUSES: readonly StockStatus[] = ['unprepare', 'prepared'];

export type CheckedPickUpCode = Schemas['PickUpCodeCheck'];
/** Why a code cannot be consumed (the 409 codes of consume). */
export type ConsumeReason = NonNullable<CheckedPickUpCode['reason']>;

export type PickUpListQuery = Query<'/api/orders/pick_up_code/'>;

/** The order behind a code. */
export type PickUpOrder = Schemas['Order'];

/** Newest first. */
export function listPickUpCodes(query: PickUpListQuery = {}): Promise<Page<PickUpCode>> {
  return answer(api.GET('/api/orders/pick_up_code/', { params: { query } }));
}

/** The most packages the list holds at once (newest first); a store has far fewer waiting. */
export const PACKAGE_LIMIT = 500;

export interface PackageList {
  codes: PickUpCode[];
  /** All that match on the server (more than `codes` when over the limit). */
  count: number;
}

/** The store's packages for the packages list: every page, up to PACKAGE_LIMIT. */
export async function listPackages(query: PickUpListQuery): Promise<PackageList> {
  const codes: PickUpCode[] = [];
  let count = 0;
  for (let page = 1; codes.length < PACKAGE_LIMIT; page += 1) {
    const result = await listPickUpCodes({ ...query, page, page_size: MAX_PAGE_SIZE });
    count = result.count;
    codes.push(...result.results);
    if (!result.next || result.results.length === 0) break;
  }
  return { codes: codes.slice(0, PACKAGE_LIMIT), count };
}

/**
 * 404 unknown key, 403 `wrong_store` (the detail names the right store). The counter's calls
 * wait for a busy server but hear of an outage at once: the counter then answers from its copy
 * (docs/OFFLINE.md).
 */
export function checkPickUpCode(key: string): Promise<CheckedPickUpCode> {
  return answer(
    api.GET('/api/orders/pick_up_code/check/', {
      params: { query: { key } },
      ...withoutOutageRetries,
    }),
  );
}

/**
 * One `Idempotency-Key` per rollback the clerk asks for: the client sends the call again after
 * a busy answer, and a repeat the server already did is answered, not done twice
 * (docs/OFFLINE.md, "Sending the queue").
 */
const onceOnly = () => ({ header: { 'Idempotency-Key': crypto.randomUUID() } });

/** 409 `code_not_used`; 403 `permission_denied` for staff once the rollback window passed. */
export function rollbackPickUpCode(key: string): Promise<PickUpCode> {
  return answer(
    api.POST('/api/orders/pick_up_code/rollback/', {
      params: onceOnly(),
      body: { key },
      ...withoutOutageRetries,
    }),
  );
}

/** The order's pick-up code (pick-up orders get one when paid), or null. */
export async function findOrderPickUpCode(orderId: number): Promise<PickUpCode | null> {
  return (await listPickUpCodes({ service_order_id: orderId })).results[0] ?? null;
}

export function setStockStatus(id: number, stockStatus: StockStatus): Promise<PickUpCode> {
  return answer(
    api.POST('/api/orders/pick_up_code/{id}/stock_prepare/', {
      params: { path: { id } },
      body: { stock_status: stockStatus },
    }),
  );
}

export function getPickUpOrder(id: number): Promise<PickUpOrder> {
  return answer(api.GET('/api/orders/pick_up_code/{id}/order/', { params: { path: { id } } }));
}

/** The receipt as the counter would print it, drawn as SVG (docs/PRINTING.md). */
export function previewReceipt(
  receipt: ReceiptData,
  paper: PaperWidth,
): Promise<{ document: string; svg: string }> {
  return answer(
    api.POST('/api/orders/pick_up_code/receipt_preview/', { body: { receipt, paper } }),
  );
}
