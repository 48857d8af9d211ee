/**
 * The counter's offline work: the banner shown while the shop server does not answer (with its
 * count), the "not accepted" list. i18n.ts merges it.
 */
export const offlineZhCN = {
  offline: {
    title: '无法连接门店服务器',
    body: '{seconds} 秒后自动重试（第 {attempt} 次）。',
    checking: '正在检查连接…',
    retryNow: '立即重试',
  },
  offlineQueue: {
    bannerTitle: '离线 — 交付记录保存在本机，服务器恢复后自动发送',
    bannerCheckOnly: '离线 — 本店已关闭离线交付：此柜台只能核验取件码，恢复连接后再交付',
    waiting: '待发送的交付：{n} 条',
    sending: '正在发送离线交付（剩余 {n} 条）…',
    conflicts: {
      title: '服务器未接受的离线交付',
      hint: '这些包裹在离线时已交出，但服务器拒绝了记录：请核实情况（联系顾客或店长），处理后标记为已查看。',
      line: '订单 #{order} · {customer} · {by} 于 {time} 离线交付',
      usedBy: '（{time} 已由 {by} 在 {store} 交付）',
      seen: '已查看',
    },
  },
};

export type OfflineMessages = typeof offlineZhCN;
