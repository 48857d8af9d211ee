import { VALUE_LABELS } from '@shared/value-labels';

// The values' labels are shared with the server's exports (src-shared/value-labels.ts).
const LABELS = VALUE_LABELS['zh-CN'];
/** Customers. i18n.ts merges every area's catalogue into the app's one tree. */
export const customersZhCN = {
  nav: {
    customers: '顾客',
  },
  customers: {
    title: '顾客',
    subtitle: '顾客资料；手机号在店铺内唯一。',
    create: '新建顾客',
    createTitle: '新建顾客',
    created: '已创建顾客 {mobile}',
    saved: '顾客资料已保存',
    search: '搜索顾客',
    searchPlaceholder: '手机号、姓名或邮箱',
    empty: '没有符合条件的顾客',
    detailTitle: '顾客资料',
    back: '返回顾客列表',
    notFound: '没有这位顾客。',
    mobileFormat: '请输入 11 位中国大陆手机号（13–19 开头）',
    emailFormat: '请输入有效的邮箱地址',
    birthdayPlaceholder: '选择日期',
    yes: '接受',
    no: '不接受',
    fields: {
      id: '编号',
      mobile: '手机号',
      fullName: '姓名',
      gender: '性别',
      email: '邮箱',
      birthday: '生日',
      note: '备注',
      acceptsMarketing: '接收营销信息',
      acceptsSms: '接收取件短信',
      openid: '微信 openid（取件通知）',
      createdAt: '创建时间',
      updatedAt: '更新时间',
    },
    genders: LABELS.gender,
  },
};

export type CustomersMessages = typeof customersZhCN;
