import type { LabelLanguage, ValueLabels } from './value-labels';

/**
 * The columns of an export for people (`?labels=zh-CN|en`, docs/API.md "Exports"), list by list:
 * which of the list's columns, in what order, under what title, and whose values read through
 * which map of value-labels.ts. The server writes them; the imports read the titles back, so a
 * product or customer export for people imports like the machine's one.
 */
export interface ExportColumn {
  /** The machine column (dotted API name) as `?format=csv` without labels heads it. */
  column: string;
  title: Record<LabelLanguage, string>;
  /** The map of value-labels.ts its codes are shown by; `boolean`: yes and no. */
  values?: keyof ValueLabels | 'boolean';
}

const col = (
  column: string,
  zh: string,
  en: string,
  values?: keyof ValueLabels | 'boolean',
): ExportColumn => ({ column, title: { 'zh-CN': zh, en }, ...(values && { values }) });

const customerColumns = [
  col('id', '编号', 'ID'),
  col('mobile', '手机号', 'Mobile'),
  col('full_name', '姓名', 'Name'),
  col('gender', '性别', 'Gender', 'gender'),
  col('email', '邮箱', 'Email'),
  col('birthday', '生日', 'Birthday'),
  col('note', '备注', 'Note'),
  col('accepts_marketing', '接受营销', 'Accepts marketing', 'boolean'),
  col('accepts_sms', '接收短信通知', 'Accepts SMS', 'boolean'),
  col('points', '积分', 'Points'),
  col('level.title', '会员等级', 'Level'),
  col('created_at', '创建时间', 'Created'),
  col('updated_at', '更新时间', 'Updated'),
];

/** One row per variant: the product's columns, then the variant's. */
const productColumns = [
  col('id', '商品编号', 'Product ID'),
  col('name', '链接名', 'Handle'),
  col('title', '商品名称', 'Product'),
  col('vendor', '品牌', 'Vendor'),
  col('tags', '标签', 'Tags'),
  col('category_titles', '分类', 'Categories'),
  col('published', '上架', 'Published', 'boolean'),
  col('requires_shipping', '需要配送', 'Needs shipping', 'boolean'),
  col('inventory_policy', '缺货时', 'When out of stock', 'inventory_policy'),
  col('options', '规格', 'Options'),
  col('variant_id', '款式编号', 'Variant ID'),
  col('variant_title', '款式', 'Variant'),
  col('option1', '规格值 1', 'Option value 1'),
  col('option2', '规格值 2', 'Option value 2'),
  col('option3', '规格值 3', 'Option value 3'),
  col('sku', 'SKU', 'SKU'),
  col('barcode', '条码', 'Barcode'),
  col('price', '价格', 'Price'),
  col('compare_at_price', '划线价', 'Compare-at price'),
  col('grams', '重量（克）', 'Weight (g)'),
  col('inventory_quantity', '库存', 'Inventory'),
  col('sold_quantity', '销量', 'Sold'),
  col('created_at', '创建时间', 'Created'),
  col('updated_at', '更新时间', 'Updated'),
];

const orderColumns = [
  col('order_number', '订单号', 'Order number'),
  col('created_at', '下单时间', 'Placed'),
  col('selected_channel', '方式', 'Channel', 'selected_channel'),
  col('financial_status', '付款状态', 'Payment', 'financial_status'),
  col('order_status', '订单状态', 'Status', 'order_status'),
  col('fulfillment_status', '发货状态', 'Shipping', 'fulfillment_status'),
  col('customer.full_name', '顾客', 'Customer'),
  col('customer.mobile', '顾客手机号', 'Customer mobile'),
  col('lines', '商品', 'Products'),
  col('total_line_items_price', '商品金额', 'Items'),
  col('total_discounts', '优惠', 'Discounts'),
  col('shipping_cost', '运费', 'Shipping cost'),
  col('total_price', '合计', 'Total'),
  col('paid_at', '付款时间', 'Paid'),
  col('paid_price', '实付金额', 'Amount paid'),
  col('refunded_price', '已退款', 'Refunded'),
  col('redeem_points', '使用积分', 'Points redeemed'),
  col('coupon_codes', '优惠码', 'Coupon codes'),
  col('shipping_address.full_name', '收货人', 'Recipient'),
  col('shipping_address.mobile', '收货手机号', 'Recipient mobile'),
  col('shipping_address.province', '省', 'Province'),
  col('shipping_address.city', '市', 'City'),
  col('shipping_address.district', '区', 'District'),
  col('shipping_address.address1', '详细地址', 'Address'),
  col('note', '备注', 'Note'),
  col('cancelled_at', '取消时间', 'Cancelled'),
  col('cancel_reason', '取消原因', 'Cancel reason'),
];

const packageColumns = [
  col('key', '提货码', 'Pick-up key'),
  col('key_status', '提货状态', 'Pick-up status', 'key_status'),
  col('stock_status', '备货状态', 'Preparation', 'stock_status'),
  col('order_number', '订单号', 'Order number'),
  col('offline_shop.title', '门店', 'Store'),
  col('customer.full_name', '顾客', 'Customer'),
  col('customer.mobile', '手机号', 'Mobile'),
  col('lines', '商品', 'Products'),
  col('total_quantity', '件数', 'Items'),
  col('prepared_at', '备货时间', 'Prepared'),
  col('expires_at', '有效期至', 'Expires'),
  col('used_at', '提货时间', 'Picked up'),
  col('used_by.username', '交付店员', 'Handed out by'),
  col('collected_by.name', '代取人', 'Collected by'),
  col('collected_by.relation', '代取人关系', 'Relation', 'relation'),
  col('created_at', '创建时间', 'Created'),
];

const historyColumns = [
  col('created_at', '时间', 'Time'),
  col('action', '操作', 'Action', 'history_action'),
  col('staff.username', '店员', 'Staff'),
  col('offline_shop.title', '门店', 'Store'),
  col('key', '提货码', 'Pick-up key'),
  col('detail', '详情', 'Details'),
  col('ip', 'IP', 'IP'),
];

const couponCodeColumns = [
  col('code', '优惠码', 'Code'),
  col('title', '优惠券', 'Coupon'),
  col('status', '状态', 'Status', 'code_status'),
  col('customer.full_name', '顾客', 'Customer'),
  col('customer.mobile', '手机号', 'Mobile'),
  col('starts_at', '生效时间', 'Starts'),
  col('ends_at', '失效时间', 'Ends'),
  col('used_at', '使用时间', 'Used'),
  col('created_at', '发放时间', 'Issued'),
];

const pointHistoryColumns = [
  col('created_at', '时间', 'Time'),
  col('customer.full_name', '顾客', 'Customer'),
  col('customer.mobile', '手机号', 'Mobile'),
  col('kind', '类型', 'Kind', 'point_kind'),
  col('points', '积分', 'Points'),
  col('reason', '说明', 'Reason'),
  col('order.order_number', '订单号', 'Order number'),
];

/** By list path (`/api/<area>/<list>/`), the lists the screens export. */
export const EXPORT_COLUMNS: Record<string, ExportColumn[]> = {
  '/api/customers/customer/': customerColumns,
  '/api/shopfront/product/': productColumns,
  '/api/orders/order/': orderColumns,
  '/api/orders/pick_up_code/': packageColumns,
  '/api/shops/action_history/': historyColumns,
  '/api/discounts/coupon_code/': couponCodeColumns,
  '/api/loyalty/point_history/': pointHistoryColumns,
};

/** Yes and no, for true and false. */
export const BOOLEAN_LABELS: Record<LabelLanguage, { true: string; false: string }> = {
  'zh-CN': { true: '是', false: '否' },
  en: { true: 'Yes', false: 'No' },
};
