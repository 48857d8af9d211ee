/** The banner shown while the shop server does not answer. i18n.ts merges every area's catalogue into the app's one tree. */
export const connectionZhCN = {
  offline: {
    title: '无法连接门店服务器',
    body: '{seconds} 秒后自动重试（第 {attempt} 次）。',
    checking: '正在检查连接…',
    retryNow: '立即重试',
  },
};

export type ConnectionMessages = typeof connectionZhCN;
