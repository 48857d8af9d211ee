/** The manager's dashboard. i18n.ts merges every area's catalogue into the app's one tree. */
export const dashboardZhCN = {
  nav: {
    dashboard: '经营看板',
  },
  dashboard: {
    title: '经营看板',
    subtitle: '待提包裹、核销、提货时长、拒绝核销与销售概况。点击数字或柱形可打开对应列表。',
    updatedAt: '更新于 {time}',
    days: '日期',
    from: '开始日期',
    to: '结束日期',
    store: '门店（提货图表）',
    openList: '查看列表',
    noData: '暂无数据',
    minutes: '分钟',
    stats: {
      waiting: '当前待提包裹',
      expiring: '{time} 前到期',
      handedOutToday: '今日已核销',
      refused: '拒绝核销（所选日期）',
      conflicts: '待处理的离线核销冲突（所选日期）',
      revenue: '销售额，{orders} 笔已付订单（所选日期）',
      discounts: '优惠金额（所选日期）',
    },
    panels: {
      waiting: '各门店待提包裹',
      hourly: '今日每小时核销',
      times: '付款到提货时长（按天）',
      staff: '各店员拒绝与核销',
      sales: '每日销售额与优惠',
      products: '热销商品（数量）',
    },
    series: {
      prepared: '已备货',
      notPrepared: '未备货',
      handedOut: '已核销',
      median: '中位数',
      p90: '90 百分位',
      refused: '拒绝',
      rolledBack: '已撤销',
      revenue: '销售额',
      discounts: '优惠',
      quantity: '销量',
    },
  },
};

export type DashboardMessages = typeof dashboardZhCN;
