/** The shop's settings. i18n.ts merges every area's catalogue into the app's one tree. */
export const settingsZhCN = {
  nav: {
    settings: '店铺设置',
  },
  settings: {
    title: '店铺设置',
    back: '返回首页',
    saved: '设置已保存',
    // 不会出现（店铺建好后设置总在）；编辑页需要这一条。
    notFound: '找不到店铺设置。',
    shopSection: '店铺',
    pickUpSection: '到店自提',
    webhookSection: 'Webhook 签名密钥',
    name: '店铺名称',
    domain: '店铺域名',
    timezone: '时区',
    currency: '货币',
    paymentMode: '收款方式',
    paymentModes: {
      own: '自有收款',
      collected: '平台代收',
    },
    paymentModeHelp: '平台代收的店铺不能授权社交平台账号。',
    pickUpExpireDays: '提货码有效期',
    pickUpExpireDaysHelp: '提货码在付款后多少天过期（1–365）。',
    pickUpRollbackHours: '核销撤销期限',
    pickUpRollbackHoursHelp: '核销后多少小时内店员可以撤销；超过后只有店长可以撤销（0–720）。',
    offlineHandOut: '离线核销',
    offlineHandOutHelp:
      '柜台连不上店铺服务器时，继续核销本门店的包裹，恢复连接后再提交。关闭后，离线的柜台只能查验提货码。',
    offlineHandOutHours: '离线核销接受期限',
    offlineHandOutHoursHelp: '离线核销后多少小时内服务器仍接受；超过后记为待处理冲突（1–168）。',
    offlineSignInDays: '离线登录有效期',
    offlineSignInDaysHelp:
      '店员在某提货台在线登录后，多少天内可在该提货台于服务器不可用时离线登录；0 表示关闭离线登录（0–30）。',
    webhookPrivateTargets: '允许推送到内网',
    webhookPrivateTargetsHelp:
      '允许 Webhook 推送到本机或局域网地址（如 192.168.x.x）。默认关闭，以免 Webhook 被用来探测店铺内网的机器。',
    days: '天',
    hours: '小时',
    webhookSecret: '签名密钥',
    webhookSecretHelp: '接收方用它校验 X-Service-Sha256 签名。',
    reveal: '显示',
    hide: '隐藏',
    copy: '复制',
    copied: '已复制到剪贴板',
    copyFailed: '无法访问剪贴板，请手动复制。',
    rotate: '更换密钥',
    rotateTitle: '更换签名密钥？',
    rotateConfirm: '更换后，使用旧密钥校验签名的接收方会全部失败，需要改用新密钥。',
    rotated: '已更换签名密钥',
    createdAt: '创建于',
    updatedAt: '更新于',
  },
};

export type SettingsMessages = typeof settingsZhCN;
