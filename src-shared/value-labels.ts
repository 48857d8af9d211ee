/**
 * What a stored code reads as for people, in both languages: the screens' catalogues show these
 * maps (src-renderer/src/features/<area>/locales) and the server's exports for people write them
 * (src-server/http/export-labels.ts, docs/API.md "Exports"), so a status reads the same in a list
 * and in its spreadsheet.
 */
export const LABEL_LANGUAGES = ['zh-CN', 'en'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

const zhCN = {
  key_status: { unused: '待提货', used: '已提货', expired: '已过期', canceled: '已取消' },
  stock_status: { unprepare: '待备货', prepared: '已备货' },
  relation: {
    family: '家人',
    friend: '朋友',
    colleague: '同事',
    neighbour: '邻居',
    courier: '跑腿/快递员',
    other: '其他',
  },
  selected_channel: { pick_up: '到店自取', delivery: '配送' },
  financial_status: { pending: '待付款', paid: '已付款', refunded: '已退款' },
  order_status: { open: '进行中', cancelled: '已取消', closed: '已关闭' },
  fulfillment_status: { pending: '未发货', partial: '部分发货', fulfilled: '已发货' },
  gender: { unknown: '未知', female: '女', male: '男' },
  point_kind: { buy: '消费', redeem: '抵扣', refund: '订单取消', manual: '手动调整' },
  code_status: { unused: '未使用', used: '已使用', available: '当前可用' },
  inventory_policy: { deny: '停止销售', continue: '继续销售' },
  history_action: {
    login: '登录',
    login_failed: '登录失败',
    logout: '退出',
    check: '核验',
    consume: '交付',
    consume_refused: '拒绝交付',
    consume_conflict: '离线交付冲突',
    rollback: '撤销提货',
    stock_prepare: '备货',
    staff_create: '新建账号',
    staff_update: '修改账号',
  },
} satisfies Record<string, Record<string, string>>;

export type ValueLabels = typeof zhCN;

const en: ValueLabels = {
  key_status: { unused: 'Waiting', used: 'Picked up', expired: 'Expired', canceled: 'Canceled' },
  stock_status: { unprepare: 'Not prepared', prepared: 'Prepared' },
  relation: {
    family: 'family',
    friend: 'friend',
    colleague: 'colleague',
    neighbour: 'neighbour',
    courier: 'courier',
    other: 'other',
  },
  selected_channel: { pick_up: 'Pick-up', delivery: 'Delivery' },
  financial_status: { pending: 'Pending', paid: 'Paid', refunded: 'Refunded' },
  order_status: { open: 'Open', cancelled: 'Cancelled', closed: 'Closed' },
  fulfillment_status: { pending: 'Not shipped', partial: 'Partly shipped', fulfilled: 'Shipped' },
  gender: { unknown: 'Unknown', female: 'Female', male: 'Male' },
  point_kind: {
    buy: 'Purchase',
    redeem: 'Redeemed',
    refund: 'Cancelled order',
    manual: 'Adjustment',
  },
  code_status: { unused: 'Unused', used: 'Used', available: 'Usable now' },
  inventory_policy: { deny: 'Stop selling', continue: 'Keep selling' },
  history_action: {
    login: 'Login',
    login_failed: 'Login failed',
    logout: 'Logout',
    check: 'Check',
    consume: 'Hand-out',
    consume_refused: 'Refused',
    consume_conflict: 'Offline conflict',
    rollback: 'Rollback',
    stock_prepare: 'Preparation',
    staff_create: 'Account created',
    staff_update: 'Account changed',
  },
};

export const VALUE_LABELS: Record<LabelLanguage, ValueLabels> = { 'zh-CN': zhCN, en };
