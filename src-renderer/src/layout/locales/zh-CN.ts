/** The app's frame: header, side navigation groups, the not-allowed and not-found pages. i18n.ts merges every area's catalogue into the app's one tree. */
export const layoutZhCN = {
  layout: {
    groups: {
      counter: '门店',
      catalog: '商品目录',
      marketing: '营销',
      customers: '顾客与订单',
      settings: '设置',
    },
    navigation: '主导航',
    role: { manager: '店长', staff: '店员' },
    logout: '退出登录',
    loggedOut: '已退出登录',
  },
  notAllowed: {
    title: '无权访问',
    body: '此页面仅限店长使用。如需访问，请联系店长。',
    back: '返回首页',
    offlineTitle: '需要连接服务器',
    offlineBody: '离线登录时只能使用提货台（使用本机副本）。服务器恢复后请重新在线登录。',
  },
  notFound: {
    title: '页面不存在',
    body: '找不到这个页面。',
    home: '返回首页',
  },
};

export type LayoutMessages = typeof layoutZhCN;
