import { VALUE_LABELS } from '@shared/value-labels';

// The values' labels are shared with the server's exports (src-shared/value-labels.ts).
const LABELS = VALUE_LABELS['zh-CN'];
/** Loyalty levels and points. i18n.ts merges every area's catalogue into the app's one tree. */
export const loyaltyZhCN = {
  nav: {
    loyaltyLevels: '会员等级',
  },
  loyalty: {
    title: '会员等级',
    subtitle: '顾客按累计获得的积分升级；等级决定消费得多少积分、积分怎么抵扣。',
    create: '新建等级',
    createTitle: '新建会员等级',
    editTitle: '编辑会员等级',
    created: '已创建等级 {title}',
    saved: '已保存等级 {title}',
    deleted: '已删除等级 {title}',
    deleteTitle: '删除等级？',
    deleteConfirm: '删除「{title}」后，处于该等级的顾客会立即降到下一个较低的等级。积分不受影响。',
    empty: '还没有会员等级',
    base: '基础等级',
    baseCannotDelete: '基础等级（升级积分为 0）是每位顾客的起点，不能删除。',
    actions: '操作',
    unlimited: '不限',
    pointsCount: '{n} 积分',
    earnRate: '每 1 元得 {n} 积分',
    earnColumn: '消费得分',
    redeemRate: '{n} 积分抵 1 元',
    noRedeem: '不可抵扣',
    rulesTitle: '积分规则',
    rules: {
      level:
        '等级：顾客处于累计获得积分达到的最高等级（升级积分 ≤ 累计积分）。累计积分只计订单付款所得，订单取消时扣回；手动调整和抵扣只改变余额，不影响等级。',
      earn: '得分：订单付款时，每实付 ¥1.00 得 1 分加上顾客当时等级的额外积分，总数向下取整，记为“消费”。',
      redeem:
        '抵扣：下单时可用积分抵扣，按等级的“多少积分抵 1 元”折算，抵扣金额从订单总价中减去，记为“抵扣”。',
      limits:
        '上限：“单笔上限”限制一个订单最多抵扣的积分，“每月上限”限制一个自然月（按店铺时区）内最多抵扣的积分；0 表示不限。',
      cancel: '取消：订单取消时退回其抵扣的积分，并扣回其付款所得的积分，记为“订单取消”。',
      manual: '手动调整：店长可在顾客详情页增减积分并填写原因，余额不能低于 0。',
    },
    fields: {
      title: '名称',
      conditionPoints: '升级积分',
      gainPoints: '额外积分',
      redeemPoints: '抵扣比例',
      redeemLimitation: '单笔上限',
      redeemLimitationMonthly: '每月上限',
    },
    help: {
      condition: '累计获得多少积分后升到此等级；各等级的升级积分不能相同。',
      conditionBase: '基础等级的升级积分固定为 0，每位顾客都从这里开始。',
      gain: '每消费 1 元在基础 1 分之外额外获得的积分，可以是小数（最多 4 位），如 0.5 表示每元得 1.5 分。',
      redeem: '抵扣 1 元需要多少积分；0 表示此等级的顾客不能用积分抵扣。',
      limit: '一个订单最多可抵扣的积分；0 表示不限。',
      monthly: '一个自然月（按店铺时区）内最多可抵扣的积分，已取消订单的抵扣不计入；0 表示不限。',
    },
    problems: {
      required: '请填写此项',
      wholeNumber: '请输入整数',
      negative: '不能小于 0',
      tooLarge: '不能大于 {max}',
      decimals: '最多 4 位小数',
      duplicate: '已有等级使用这个升级积分',
      titleTaken: '已有同名等级，请换一个名称',
    },
    kinds: LABELS.point_kind,
    points: {
      title: '会员积分',
      balance: '积分余额',
      level: '会员等级',
      noLevel: '无等级',
      empty: '还没有积分记录',
      time: '时间',
      kind: '类型',
      points: '积分',
      order: '订单',
      reason: '原因',
    },
    adjust: {
      open: '调整积分',
      title: '调整积分',
      points: '积分',
      pointsHelp: '正数增加，负数扣减；余额不能低于 0。',
      after: '调整后余额：{balance}',
      reason: '原因',
      reasonPlaceholder: '如：生日礼遇、投诉补偿',
      submit: '确认调整',
      done: '已调整 {points} 积分，当前余额 {balance}',
      problems: {
        required: '请输入要调整的积分',
        zero: '调整的积分不能为 0',
        wholeNumber: '请输入整数',
        tooLarge: '一次最多调整 {max} 积分',
        belowZero: '顾客只有 {balance} 积分，余额不能低于 0',
      },
    },
  },
};

export type LoyaltyMessages = typeof loyaltyZhCN;
