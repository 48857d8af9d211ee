/** Signing in. i18n.ts merges every area's catalogue into the app's one tree. */
export const sessionZhCN = {
  login: {
    title: '登录',
    subtitle: '门店提货与店铺管理',
    username: '用户名',
    password: '密码',
    submit: '登录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    expired: '登录已过期，请重新登录。',
    deactivated: '你的账号已被店长停用，请联系店长重新启用。',
    retryIn: '请在 {minutes} 分钟后再试。',
    signInOnline: '服务器已恢复，请在线登录以发送离线期间的交货记录。',
  },
  offlineLogin: {
    title: '离线登录',
    body: '无法连接服务器。最近 {days} 天内在本提货台在线登录过的店员可以用密码离线登录：只能使用提货台，交货记录在服务器恢复后发送。',
    submit: '离线登录',
    refused: '离线登录失败：用户名或密码错误，或该店员最近未在本提货台在线登录。',
    wait: '密码错误次数过多，请在 {time} 后再试。',
    unavailable: '本机无法加密保存离线登录凭据，离线登录在这台电脑上不可用。',
    off: '本店已关闭离线登录。',
    noStore: '尚无店员在本提货台在线登录过，无法离线登录。',
  },
  offlineSession: {
    signedIn: '已离线登录（{name}）：只能使用提货台，交货记录在队列中等待发送。',
    serverBack: '服务器已恢复。请在线登录，以发送离线期间的交货记录。',
    signInOnline: '在线登录',
  },
};

export type SessionMessages = typeof sessionZhCN;
