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
  },
};

export type SessionMessages = typeof sessionZhCN;
