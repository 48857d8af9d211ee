/**
 * What the customer's pick-up page says: its own small bundle (features/pickup-page) loads only
 * this; the app's catalogue takes these sections from here.
 */
export const customerZhCN = {
  common: {
    retry: '重试',
  },
  errors: {
    unreachable: '暂时无法连接门店，请稍后再试。',
    network: '无法连接 Shopdesk 服务，请检查服务是否在运行。',
    timeout: '服务响应超时，请稍后重试。',
    unexpected: '出现意外错误，请重试。',
    http: '请求失败（{status}）',
  },
  counter: {
    units: { day: '{n} 天', hour: '{n} 小时', minute: '{n} 分钟' },
    expiry: { left: '{time}（还剩 {span}）', past: '{time}（已过 {span}）' },
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
  pickUpImages: {
    qrAlt: '提货码 {key} 的二维码',
    code128Alt: '提货码 {key} 的条形码',
    failed: '无法生成二维码，请使用上方数字。',
  },
  orderAmounts: {
    items: '商品金额',
    discountWithCode: '{title}（{code}）',
    shipping: '运费',
    points: '积分抵扣',
    total: '实付合计',
    totalDue: '应付合计',
  },
  pickupPage: {
    title: '到店提货',
    heading: '到店提货',
    notFound: '找不到这个提货订单，请检查链接是否完整。',
    codeLabel: '提货码：到店后出示给店员',
    codeLabelVoid: '提货码（已失效）',
    usedAt: '提货时间：{time}。',
    collectedBy: '已由 {name} 于 {time} 代取。',
    collectedByRelation: '已由 {name}（{relation}）于 {time} 代取。',
    relation: {
      family: '家人',
      friend: '朋友',
      colleague: '同事',
      neighbour: '邻居',
      courier: '跑腿/快递员',
      other: '其他',
    },
    expires: '有效期至 {when}',
    hours: '营业时间 {hours}',
    order: '订单 #{number}',
    footnote: '请在有效期内到店，出示二维码、条形码或数字提货码即可。',
    state: {
      ready: { title: '可以提货', body: '包裹已备好，请到门店出示提货码。' },
      preparing: { title: '正在备货', body: '门店正在准备您的包裹，您也可以直接到店出示提货码。' },
      used: { title: '已提货', body: '这个订单已经提货，感谢光临。' },
      expired: { title: '提货码已过期', body: '请联系门店处理。' },
      canceled: { title: '订单已取消', body: '这个订单已取消，提货码作废。' },
    },
  },
};

export type CustomerMessages = typeof customerZhCN;
