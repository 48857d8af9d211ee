import { VALUE_LABELS } from '@shared/value-labels';

// The values' labels are shared with the server's exports (src-shared/value-labels.ts).
const LABELS = VALUE_LABELS['zh-CN'];
/** The counters' action history. i18n.ts merges every area's catalogue into the app's one tree. */
export const historyZhCN = {
  nav: {
    history: '操作记录',
  },
  history: {
    title: '操作记录',
    subtitle: '柜台的每次核验、交付、撤销和备货都有记录，不可修改。',
    action: '操作',
    allActions: '全部操作',
    key: '提货码',
    keyPlaceholder: '12 位提货码',
    from: '开始时间',
    to: '结束时间',
    staff: '店员',
    allStaff: '全部店员',
    empty: '没有记录',
    columns: {
      time: '时间',
      action: '操作',
      staff: '店员',
      store: '门店',
      key: '提货码',
      detail: '说明',
      ip: 'IP',
    },
    actions: LABELS.history_action,
    describe: {
      login: '以 {name} 登录。',
      logout: '{name} 已退出登录。',
      login_failed: '“{name}” 登录被拒绝。',
      login_failed_unknown: '未知用户名“{name}”登录被拒绝。',
      consume: '包裹已交付。',
      consume_collector: '包裹已交给代取人 {who}。',
      consume_collector_note: '包裹已交给代取人 {who}：{note}',
      consume_offline: '离线交付：{counter}，{time}。',
      consume_conflict: '{time} 在 {counter} 离线交付，服务器未接受：{reason}',
      some_counter: '某台收银台',
      out_of_range: '超出离线交付的受理时限',
      rollback: '交付已撤销。',
      prepared: '包裹已备好。',
      unprepared: '包裹标记为未备货。',
      staff_create: '创建了{role}账号“{name}”。',
      staff_create_store: '为 {store} 创建了{role}账号“{name}”。',
      staff_update: '修改了“{name}”：{changes}。',
      separator: '，',
      changes: {
        moved: '调到 {store}',
        no_store: '不再属于任何门店',
        deactivated: '已停用',
        reactivated: '已重新启用',
        password_reset: '已重置密码',
      },
    },
  },
};

export type HistoryMessages = typeof historyZhCN;
