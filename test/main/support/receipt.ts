import type { ReceiptData } from '../../../src-shared/receipt';

/** A hand-out receipt as the counter sends it to the printer (the main process tests print it). */
export const RECEIPT: ReceiptData = {
  kind: 'hand_out',
  labels: {
    title: '交付回执',
    order: '订单',
    key: '提货码',
    items: '商品',
    handedOutBy: '经办',
    collectedBy: '代取人',
    time: '时间',
    scan: '扫码查看订单',
  },
  store: '南京西路店',
  orderNumber: 1042,
  key: '614423178501',
  lines: [{ title: '不锈钢保温杯', variant: 'Default Title', quantity: 2 }],
  handedOutBy: 'clerk.a',
  collectedBy: '王芳（家人）',
  time: '2026-11-21 14:02',
  link: 'https://pickup.example.com/pickup/tok123?shop=shop.example.com',
};
