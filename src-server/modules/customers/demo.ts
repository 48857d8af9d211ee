import type { AppContext } from '../../context';
import { create, type CustomerCreate } from './service';

type DemoCustomer = Pick<CustomerCreate, 'mobile' | 'full_name' | 'gender'> &
  Partial<CustomerCreate>;

/** Twenty demo customers (docs/DESIGN.md §11): Chinese names, distinct mobiles, some with more detail. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    mobile: '13800138001',
    full_name: '王芳',
    gender: 'female',
    email: 'wangfang@example.com',
    birthday: '1990-03-14',
    accepts_marketing: true,
  },
  { mobile: '13912345602', full_name: '李伟', gender: 'male', birthday: '1985-07-22' },
  {
    mobile: '13661234503',
    full_name: '张敏',
    gender: 'female',
    email: 'zhangmin@example.cn',
    note: '常来门店自提，偏好周末取货。',
  },
  { mobile: '15012345604', full_name: '刘洋', gender: 'male', accepts_marketing: true },
  {
    mobile: '15821345605',
    full_name: '陈静',
    gender: 'female',
    birthday: '1993-11-02',
    email: 'chenjing@example.com',
  },
  { mobile: '18612345606', full_name: '杨磊', gender: 'male' },
  {
    mobile: '18701234507',
    full_name: '赵丽',
    gender: 'female',
    accepts_marketing: true,
    note: '会员活动积极参与者。',
  },
  { mobile: '13311234508', full_name: '黄强', gender: 'male', birthday: '1978-05-30' },
  { mobile: '13522345609', full_name: '周婷', gender: 'female', email: 'zhouting@example.com' },
  { mobile: '17712345610', full_name: '吴军', gender: 'male' },
  {
    mobile: '18912345611',
    full_name: '徐静怡',
    gender: 'female',
    birthday: '2000-01-18',
    accepts_marketing: true,
  },
  { mobile: '13712345612', full_name: '孙浩然', gender: 'male', email: 'sunhaoran@example.cn' },
  { mobile: '15112345613', full_name: '胡晓燕', gender: 'female' },
  { mobile: '15912345614', full_name: '朱建国', gender: 'male', birthday: '1969-10-01' },
  {
    mobile: '18212345615',
    full_name: '高雅',
    gender: 'female',
    email: 'gaoya@example.com',
    accepts_marketing: true,
  },
  { mobile: '13012345616', full_name: '林志明', gender: 'male', note: '企业团购联系人。' },
  { mobile: '19912345617', full_name: '何雪', gender: 'female', birthday: '1996-12-24' },
  { mobile: '16612345618', full_name: '郭子涵', gender: 'unknown' },
  {
    mobile: '13212345619',
    full_name: '马晓东',
    gender: 'male',
    email: 'maxiaodong@example.com',
    accepts_marketing: true,
  },
  { mobile: '18512345620', full_name: '罗欣', gender: 'female', birthday: '1988-08-08' },
];

export async function loadCustomerDemo(ctx: AppContext) {
  for (const customer of DEMO_CUSTOMERS) {
    await create(ctx, {
      email: null,
      birthday: null,
      note: '',
      accepts_marketing: false,
      openid: null,
      accepts_sms: true,
      ...customer,
    });
  }
}
