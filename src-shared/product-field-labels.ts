import type { LabelLanguage } from './value-labels';

export type ProductLabelColumn =
  | 'title'
  | 'name'
  | 'vendor'
  | 'tags'
  | 'category_titles'
  | 'body_html'
  | 'published'
  | 'requires_shipping'
  | 'inventory_policy'
  | 'variant_title'
  | 'sku'
  | 'barcode'
  | 'price'
  | 'compare_at_price'
  | 'grams'
  | 'inventory_quantity';

/**
 * The product editor's field labels, by the column of the product export they stand for: the
 * catalog's screens show them (its locales read them here), and the product import takes them
 * as headers of their columns too, so a file headed as the editor names its fields (标题,
 * Title, 原价…) reads as the export's own (docs/API.md "Imports").
 */
export const PRODUCT_FIELD_LABELS: Record<LabelLanguage, Record<ProductLabelColumn, string>> = {
  'zh-CN': {
    title: '标题',
    name: '链接名称',
    vendor: '品牌',
    tags: '标签',
    category_titles: '分类',
    body_html: '描述（HTML）',
    published: '上架',
    requires_shipping: '需要配送',
    inventory_policy: '缺货时',
    variant_title: '款式名称',
    sku: 'SKU',
    barcode: '条码',
    price: '价格',
    compare_at_price: '原价',
    grams: '重量（克）',
    inventory_quantity: '库存',
  },
  en: {
    title: 'Title',
    name: 'URL name',
    vendor: 'Vendor',
    tags: 'Tags',
    category_titles: 'Categories',
    body_html: 'Description (HTML)',
    published: 'Published',
    requires_shipping: 'Needs shipping',
    inventory_policy: 'When out of stock',
    variant_title: 'Variant name',
    sku: 'SKU',
    barcode: 'Barcode',
    price: 'Price',
    compare_at_price: 'Compare at',
    grams: 'Weight (g)',
    inventory_quantity: 'Stock',
  },
};
