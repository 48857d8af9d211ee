/** The app's own connection page (connection.html): where this counter's shop lives. */
export const connectionPageZhCN = {
  connection: {
    title: '店铺在哪里？',
    subtitle: '本柜台可以把店铺数据保存在本机，也可以连接门店或连锁的门店服务器。',
    firstStart:
      '欢迎使用 Shopdesk。请选择本柜台的店铺所在位置；之后可在菜单“Shopdesk → 连接…”（Ctrl+,）中更改。',
    desktopOnly: '连接方式在 Shopdesk 桌面应用中选择；此浏览器使用打开它的服务器。',
    current: '当前连接：{origin}',
    local: '本机',
    localHelp: '店铺运行在本机（单个柜台，数据保存在本机的用户文件夹中）。',
    server: '门店服务器',
    serverHelp: '多个柜台共用一个店铺：请输入门店服务器设置的地址。',
    url: '门店服务器地址',
    urlPlaceholder: 'https://pickup.example.com 或 192.168.1.20:4350',
    check: '检查',
    save: '保存',
    restarting: '已保存：Shopdesk 正在以新的连接重新启动…',
    saved: '已保存。',
    ok: '{url} 上的 Shopdesk {version} 已应答。',
    close: '关闭',
    canceled: '未更改：连接保持不变。',
    insecure:
      '这是连到另一台电脑的明文 http:// 地址：网络上的任何人都能读取并篡改柜台收发的内容，包括登录。请为门店服务器配置 https。',
    loadFailed: '无法读取已保存的连接设置。',
    reason: {
      invalid_url: '请输入服务器根地址：http(s)://主机[:端口]，不带路径。',
      unreachable: '{url} 没有应答：服务器是否在运行，网络是否正常？',
      timeout: '{url} 未能及时应答。',
      refused: '{url} 拒绝了这个地址：请使用门店服务器设置的地址。',
      not_shopdesk: '{url} 有应答，但不是 Shopdesk 服务器。',
      other_address: '该门店服务器只在 {publicUrl} 应答：请使用该地址。',
    },
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
};

export type ConnectionPageMessages = typeof connectionPageZhCN;
