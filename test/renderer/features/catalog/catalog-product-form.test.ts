// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Customer } from '@/features/customers/api';
import type { Product } from '@/features/catalog/api';
import { articleToForm, formToArticleBody } from '@/features/catalog/article-form';
import {
  customerChanges,
  customerToForm,
  formToCustomerBody,
} from '@/features/customers/customer-form';
import {
  formToBody,
  isProductFormChanged,
  newProductForm,
  newVariant,
  productToForm,
} from '@/features/catalog/product-form';
import {
  productRow,
  stateFromQuery,
  stateToApiQuery,
  stateToQuery,
} from '@/features/catalog/product-list';

const TIME = '2026-11-21T10:00:00.000+08:00';

function variant(id: number, value: string, price: string) {
  return {
    id,
    barcode: '',
    sku: `CUP-${id}`,
    title: value,
    position: id,
    price,
    compare_at_price: null,
    grams: 350,
    image: null,
    requires_shipping: true,
    metafield: {},
    created_at: TIME,
    updated_at: TIME,
    options: [{ title: '颜色', value }],
    inventory_policy: 'deny' as const,
    inventory_quantity: 5,
    is_available: true,
  };
}

const product: Product = {
  id: 7,
  name: 'cup',
  title: '不锈钢保温杯',
  body_html: '<p>好用</p>',
  body_html_mobile: '',
  description: '',
  meta_title: '',
  meta_description: '',
  meta_image: '',
  vendor: '木本厨房',
  image: '/demo-images/cup.svg',
  category_ids: [2],
  category_titles: ['厨房'],
  price: '59.00',
  compare_at_price: null,
  inventory_quantity: 10,
  requires_shipping: true,
  inventory_policy: 'deny',
  published: true,
  published_at: TIME,
  created_at: TIME,
  updated_at: TIME,
  metafield: {},
  tags: ['保温'],
  options: [{ id: 4, title: '颜色', values: ['红', '蓝'] }],
  variants: [variant(21, '红', '59.00'), variant(22, '蓝', '69.00')],
  images: [{ id: 31, src: '/demo-images/cup.svg', position: 1, metafield: { alt: '杯子' } }],
  sold_quantity: 3,
  voucher_product: null,
};

describe('product form → API body', () => {
  it('writes money with two decimals, an empty compare-at price as null, and trims text', () => {
    const form = newProductForm();
    form.title = '  保温杯 E2E ';
    form.vendor = '  ';
    form.tags = [' 热销 ', '热销', ''];
    form.variants = [
      { ...newVariant(0), price: ' 12.5 ', compare_at_price: '', grams: null, sku: ' A-1 ' },
    ];
    const body = formToBody(form);
    expect(body).toMatchObject({ title: '保温杯 E2E', vendor: null, tags: ['热销'], options: [] });
    expect(body).not.toHaveProperty('name');
    expect(body.variants).toEqual([
      {
        title: '',
        sku: 'A-1',
        barcode: '',
        price: '12.50',
        compare_at_price: null,
        grams: 0,
        inventory_quantity: 0,
        inventory_policy: 'deny',
        options: [],
      },
    ]);
  });

  it('leaves invalid money as typed, for the server to refuse by field', () => {
    const form = newProductForm();
    form.variants[0]!.price = '1.234';
    form.variants[0]!.compare_at_price = '2';
    expect(formToBody(form).variants[0]).toMatchObject({
      price: '1.234',
      compare_at_price: '2.00',
    });
  });

  it('sends the whole lists with their ids, options by title, and image metafields back', () => {
    const body = formToBody(productToForm(product));
    expect(body.options).toEqual([{ id: 4, title: '颜色', values: ['红', '蓝'] }]);
    expect(body.variants.map((v) => [v.id, v.price, v.options])).toEqual([
      [21, '59.00', [{ title: '颜色', value: '红' }]],
      [22, '69.00', [{ title: '颜色', value: '蓝' }]],
    ]);
    expect(body.images).toEqual([
      { id: 31, src: '/demo-images/cup.svg', metafield: { alt: '杯子' } },
    ]);
    expect(body).toMatchObject({ name: 'cup', vendor: '木本厨房', category_ids: [2] });
  });

  it('puts new rows without ids, in the form’s order (error paths follow it)', () => {
    const form = productToForm(product);
    form.variants.splice(1, 0, { ...newVariant(1), values: ['绿'], price: '1' });
    const ids = formToBody(form).variants.map((v) => v.id);
    expect(ids).toEqual([21, undefined, 22]);
  });

  it('sees a change only when saving would change something', () => {
    const form = productToForm(product);
    expect(isProductFormChanged(form, product)).toBe(false);
    form.variants[1]!.price = '69';
    expect(isProductFormChanged(form, product)).toBe(false);
    form.variants[1]!.price = '68';
    expect(isProductFormChanged(form, product)).toBe(true);
    expect(isProductFormChanged(newProductForm(), null)).toBe(false);
  });
});

describe('article and customer forms → API bodies', () => {
  it('sends an article’s cover as {src} or null and its tags once', () => {
    const form = articleToForm({
      id: 1,
      name: 'a',
      title: '冬季保温指南',
      author: '小王',
      description: '',
      image: null,
      tags: ['指南'],
      body_html: '',
      published: false,
      published_at: null,
      created_at: TIME,
      updated_at: TIME,
      meta_title: '',
      meta_description: '',
      meta_image: '',
    });
    expect(formToArticleBody(form).image).toBeNull();
    form.image = ' /demo-images/a.svg ';
    form.tags = ['指南', ' 指南 ', '冬季'];
    expect(formToArticleBody(form)).toMatchObject({
      image: { src: '/demo-images/a.svg' },
      tags: ['指南', '冬季'],
    });
  });

  it('sends a customer’s empty email as null and only changed fields in a PATCH', () => {
    const customer: Customer = {
      id: 3,
      mobile: '13800138001',
      full_name: '王芳',
      gender: 'female',
      email: 'wf@example.com',
      birthday: null,
      note: '',
      accepts_marketing: true,
      openid: null,
      accepts_sms: true,
      created_at: TIME,
      updated_at: TIME,
      points: 120,
      level: { id: 1, title: 'Member' },
    };
    const form = customerToForm(customer);
    expect(customerChanges(form, customer)).toEqual({});
    form.email = '  ';
    form.mobile = ' 13900139002 ';
    expect(customerChanges(form, customer)).toEqual({ email: null, mobile: '13900139002' });
    expect(formToCustomerBody(form).birthday).toBeNull();
  });
});

describe('product list state', () => {
  it('round-trips through the URL and drops malformed values', () => {
    const state = stateFromQuery({
      q: '保温',
      published: 'yes',
      price_min: '10',
      price_max: 'abc',
      category: '2',
      order_by: '-price',
      page: '3',
      page_size: '7',
    });
    expect(state).toMatchObject({
      q: '保温',
      published: 'yes',
      priceMin: '10',
      priceMax: '',
      category: 2,
      orderBy: '-price',
      page: 3,
      pageSize: 20,
    });
    expect(stateToQuery(state)).toEqual({
      q: '保温',
      published: 'yes',
      price_min: '10',
      category: '2',
      order_by: '-price',
      page: '3',
    });
    expect(stateFromQuery({ order_by: 'colour' }).orderBy).toBe('');
  });

  it('asks the API with its filter names', () => {
    const query = stateToApiQuery({
      ...stateFromQuery({}),
      q: ' 保温 ',
      published: 'no',
      priceMin: '5',
      priceMax: '5.555',
    });
    expect(query).toMatchObject({ q: '保温', published: false, price__gte: '5', page: 1 });
    expect(query).not.toHaveProperty('price__lte');
  });

  it('reads a row from a plain product and from a collection entry', () => {
    expect(productRow(product).image).toBe('/demo-images/cup.svg');
    const entryProduct = {
      ...product,
      image: { id: 1, src: '/x.svg', position: 1, metafield: {} },
    };
    const row = productRow(entryProduct, {
      id: 1,
      product: { ...entryProduct, variants: [], shipping_method_group_id: null },
      featured: true,
      position: 2,
      created_at: TIME,
      updated_at: TIME,
    });
    expect(row).toMatchObject({ image: '/x.svg', featured: true, position: 2 });
  });
});
