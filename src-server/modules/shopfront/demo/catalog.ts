import type { AppContext } from '../../../context';
import * as articles from '../articles/service';
import * as collections from '../collections/service';
import * as products from '../products/service';
import * as titled from '../taxonomy/service';
import type { ProductCreate } from '../products/types';
import { DEMO_IMAGE_PREFIX } from './images';

/** A demo picture (resources/demo-images, built by scripts/build-demo-images.ts). */
const picture = (file: string) => `${DEMO_IMAGE_PREFIX}${file}.svg`;

interface DemoProduct {
  name: string;
  zh: string;
  en: string;
  vendor: string;
  category: string;
  tags: string[];
  /** Prices of the variants (yuan), one per value of the first option (or a single one). */
  prices: number[];
  option?: { title: string; values: string[] };
  images: string[];
  published?: boolean;
  compareAt?: number;
  grams?: number;
  extra?: Partial<ProductCreate>;
}

const PRODUCTS: DemoProduct[] = [
  {
    name: 'stainless-vacuum-flask',
    zh: '不锈钢保温杯',
    en: 'Stainless vacuum flask',
    vendor: '木本厨房',
    category: '厨房 Kitchen',
    tags: ['保温', '热销'],
    prices: [89, 89, 99],
    option: { title: '颜色 Colour', values: ['白 White', '黑 Black', '红 Red'] },
    images: ['vacuum-flask', 'vacuum-flask-2'],
    compareAt: 129,
    grams: 380,
  },
  {
    name: 'ceramic-mug',
    zh: '陶瓷马克杯',
    en: 'Ceramic mug',
    vendor: '木本厨房',
    category: '厨房 Kitchen',
    tags: ['杯子'],
    prices: [39],
    images: ['ceramic-mug'],
    grams: 320,
  },
  {
    name: 'bamboo-cutting-board',
    zh: '竹制砧板',
    en: 'Bamboo cutting board',
    vendor: '木本厨房',
    category: '厨房 Kitchen',
    tags: ['环保'],
    prices: [59, 79],
    option: { title: '尺寸 Size', values: ['中 Medium', '大 Large'] },
    images: ['bamboo-board'],
    grams: 900,
  },
  {
    name: 'cast-iron-skillet',
    zh: '铸铁平底锅',
    en: 'Cast iron skillet',
    vendor: '木本厨房',
    category: '厨房 Kitchen',
    tags: ['热销'],
    prices: [199],
    images: ['cast-iron-skillet'],
    compareAt: 259,
    grams: 2600,
  },
  {
    name: 'glass-food-containers',
    zh: '玻璃保鲜盒套装',
    en: 'Glass food container set',
    vendor: '青禾家居',
    category: '厨房 Kitchen',
    tags: ['保鲜', '环保'],
    prices: [129],
    images: ['glass-containers'],
    grams: 1800,
  },
  {
    name: 'pour-over-kettle',
    zh: '手冲咖啡壶',
    en: 'Pour-over coffee kettle',
    vendor: 'Brightline',
    category: '厨房 Kitchen',
    tags: ['咖啡'],
    prices: [168],
    images: ['pour-over-kettle', 'pour-over-kettle-2'],
    grams: 700,
  },
  {
    name: 'electric-coffee-grinder',
    zh: '电动磨豆机',
    en: 'Electric coffee grinder',
    vendor: 'Brightline',
    category: '数码 Electronics',
    tags: ['咖啡', '新品'],
    prices: [299],
    images: ['coffee-grinder'],
    grams: 1200,
  },
  {
    name: 'cotton-towel',
    zh: '纯棉毛巾',
    en: 'Cotton towel',
    vendor: '青禾家居',
    category: '家居 Home',
    tags: ['纯棉'],
    prices: [29, 49],
    option: { title: '规格 Size', values: ['面巾 Face', '浴巾 Bath'] },
    images: ['cotton-towel'],
    grams: 300,
  },
  {
    name: 'linen-cushion',
    zh: '亚麻抱枕',
    en: 'Linen cushion',
    vendor: 'Nordic Loom',
    category: '家居 Home',
    tags: ['新品'],
    prices: [79],
    images: ['linen-cushion'],
    grams: 600,
  },
  {
    name: 'scented-candle',
    zh: '香薰蜡烛',
    en: 'Scented candle',
    vendor: 'Nordic Loom',
    category: '家居 Home',
    tags: ['礼物'],
    prices: [69, 69],
    option: { title: '香型 Scent', values: ['雪松 Cedar', '白茶 White tea'] },
    images: ['scented-candle'],
    grams: 400,
  },
  {
    name: 'wool-blanket',
    zh: '羊毛毯',
    en: 'Wool blanket',
    vendor: 'Nordic Loom',
    category: '家居 Home',
    tags: ['保暖'],
    prices: [459],
    images: ['wool-blanket'],
    compareAt: 599,
    grams: 1500,
  },
  {
    name: 'nordic-desk-lamp',
    zh: '北欧台灯',
    en: 'Nordic desk lamp',
    vendor: 'Nordic Loom',
    category: '家居 Home',
    tags: ['新品'],
    prices: [239],
    images: ['desk-lamp', 'desk-lamp-2'],
    grams: 1400,
  },
  {
    name: 'storage-basket',
    zh: '收纳篮',
    en: 'Storage basket',
    vendor: '青禾家居',
    category: '家居 Home',
    tags: ['收纳', '环保'],
    prices: [45],
    images: ['storage-basket'],
    grams: 500,
  },
  {
    name: 'cotton-t-shirt',
    zh: '纯棉T恤',
    en: 'Cotton T-shirt',
    vendor: 'Peak Gear',
    category: '服饰 Apparel',
    tags: ['纯棉', '热销'],
    prices: [99, 99, 99],
    option: { title: '尺码 Size', values: ['S', 'M', 'L'] },
    images: ['cotton-tshirt', 'cotton-tshirt-2'],
    grams: 200,
  },
  {
    name: 'wool-scarf',
    zh: '羊毛围巾',
    en: 'Wool scarf',
    vendor: 'Nordic Loom',
    category: '服饰 Apparel',
    tags: ['保暖', '礼物'],
    prices: [189],
    images: ['wool-scarf'],
    grams: 250,
  },
  {
    name: 'canvas-tote-bag',
    zh: '帆布托特包',
    en: 'Canvas tote bag',
    vendor: 'Peak Gear',
    category: '服饰 Apparel',
    tags: ['环保'],
    prices: [59],
    images: ['canvas-tote'],
    grams: 350,
  },
  {
    name: 'sports-socks-3-pack',
    zh: '运动袜三双装',
    en: 'Sports socks 3-pack',
    vendor: 'Peak Gear',
    category: '服饰 Apparel',
    tags: ['纯棉'],
    prices: [35],
    images: ['sports-socks'],
    grams: 150,
  },
  {
    name: 'sun-bucket-hat',
    zh: '防晒渔夫帽',
    en: 'Sun bucket hat',
    vendor: 'Peak Gear',
    category: '服饰 Apparel',
    tags: ['户外'],
    prices: [79],
    images: ['bucket-hat'],
    grams: 120,
    published: false,
  },
  {
    name: 'yunnan-coffee-beans',
    zh: '云南小粒咖啡豆',
    en: 'Yunnan coffee beans',
    vendor: '田园食品',
    category: '食品 Food',
    tags: ['咖啡', '热销'],
    prices: [58, 108],
    option: { title: '重量 Weight', values: ['250g', '500g'] },
    images: ['coffee-beans'],
    grams: 500,
  },
  {
    name: 'longjing-green-tea',
    zh: '西湖龙井茶',
    en: 'Longjing green tea',
    vendor: '田园食品',
    category: '食品 Food',
    tags: ['茶', '礼物'],
    prices: [268],
    images: ['longjing-tea'],
    grams: 250,
  },
  {
    name: 'handmade-nougat',
    zh: '手工牛轧糖',
    en: 'Handmade nougat',
    vendor: '田园食品',
    category: '食品 Food',
    tags: ['零食'],
    prices: [42],
    images: ['nougat'],
    grams: 300,
  },
  {
    name: 'e-gift-card',
    zh: '电子礼品卡',
    en: 'E-gift card',
    vendor: 'Brightline',
    category: '礼品 Gifts',
    tags: ['礼物'],
    prices: [100, 200],
    option: { title: '面额 Value', values: ['100', '200'] },
    images: ['gift-card'],
    extra: {
      requires_shipping: false,
      inventory_policy: 'continue',
      voucher_product: {
        is_enabled: true,
        white_product_ids: [],
        black_product_ids: [],
        expire_days: 365,
      },
    },
  },
  {
    name: 'bluetooth-speaker',
    zh: '蓝牙音箱',
    en: 'Bluetooth speaker',
    vendor: 'Brightline',
    category: '数码 Electronics',
    tags: ['新品'],
    prices: [349],
    images: ['bluetooth-speaker'],
    grams: 900,
  },
  {
    name: 'wireless-charging-pad',
    zh: '无线充电板',
    en: 'Wireless charging pad',
    vendor: 'Brightline',
    category: '数码 Electronics',
    tags: [],
    prices: [89],
    images: ['charging-pad'],
    grams: 150,
  },
  {
    name: 'noise-cancelling-headphones',
    zh: '降噪耳机',
    en: 'Noise-cancelling headphones',
    vendor: 'Brightline',
    category: '数码 Electronics',
    tags: ['热销'],
    prices: [899, 899],
    option: { title: '颜色 Colour', values: ['黑 Black', '银 Silver'] },
    images: ['headphones', 'headphones-2'],
    compareAt: 1099,
    grams: 650,
  },
  {
    name: 'power-bank-10000',
    zh: '移动电源 10000mAh',
    en: 'Power bank 10000mAh',
    vendor: 'Brightline',
    category: '数码 Electronics',
    tags: ['户外'],
    prices: [129],
    images: ['power-bank'],
    grams: 220,
  },
  {
    name: 'fountain-pen',
    zh: '钢笔',
    en: 'Fountain pen',
    vendor: '墨点文具',
    category: '文具 Stationery',
    tags: ['礼物'],
    prices: [158],
    images: ['fountain-pen'],
    grams: 40,
  },
  {
    name: 'dot-grid-notebook',
    zh: '点阵笔记本',
    en: 'Dot-grid notebook',
    vendor: '墨点文具',
    category: '文具 Stationery',
    tags: [],
    prices: [32],
    images: ['dot-notebook'],
    grams: 300,
  },
  {
    name: 'watercolour-paint-set',
    zh: '水彩颜料套装',
    en: 'Watercolour paint set',
    vendor: '墨点文具',
    category: '文具 Stationery',
    tags: ['新品'],
    prices: [118],
    images: ['watercolour-set'],
    grams: 450,
    published: false,
  },
  {
    name: 'outdoor-insulated-bottle',
    zh: '户外保温水壶',
    en: 'Outdoor insulated bottle',
    vendor: 'Peak Gear',
    category: '厨房 Kitchen',
    tags: ['保温', '户外'],
    prices: [139],
    images: ['outdoor-bottle', 'outdoor-bottle-2'],
    grams: 520,
  },
];

const ARTICLES = [
  {
    name: 'how-to-choose-a-vacuum-flask',
    title: '如何挑选保温杯 How to choose a vacuum flask',
    author: '木本厨房',
    tags: ['选购指南', '厨房'],
    image: 'article-flask-guide',
    body: '<p>看内胆材质、保温时长和杯口设计。Look at the liner, the hours it keeps heat and the lid.</p>',
  },
  {
    name: 'pour-over-coffee-basics',
    title: '手冲咖啡入门 Pour-over coffee basics',
    author: 'Brightline',
    tags: ['咖啡', '入门'],
    image: 'article-pour-over',
    body: '<p>1:15 的粉水比，92℃ 的水。A 1:15 ratio and water at 92 °C.</p>',
  },
  {
    name: 'autumn-home',
    title: '秋冬家居布置 An autumn home',
    author: 'Nordic Loom',
    tags: ['家居'],
    image: 'article-autumn-home',
    body: '<p>羊毛毯、香薰与暖光。Wool, scent and warm light.</p>',
  },
  {
    name: 'click-and-collect-guide',
    title: '门店自提指南 Click-and-collect guide',
    author: 'Shopdesk',
    tags: ['服务', '入门'],
    image: 'article-pick-up',
    body: '<p>下单时选择门店自提，凭提货码到店取货。Choose pick-up at checkout and show your code in store.</p>',
  },
  {
    name: 'brewing-longjing',
    title: '龙井茶的冲泡方法 Brewing Longjing',
    author: '田园食品',
    tags: ['茶'],
    image: 'article-longjing',
    body: '<p>80℃ 的水，玻璃杯，上投法。Water at 80 °C, a glass, leaves on top.</p>',
    published: false,
  },
];

const cents = (yuan: number) => Math.round(yuan * 100);

/**
 * The demo catalog (docs/DESIGN.md §11): 30 bilingual products with variants, images, vendors, tags
 * and categories; five articles with tags; three collections, one of them smart.
 */
export async function loadShopfrontDemo(ctx: AppContext) {
  const categoryIds = new Map<string, number>();
  for (const title of new Set(PRODUCTS.map((p) => p.category)))
    categoryIds.set(title, (await titled.create(ctx, 'category', title)).id);

  const ids = new Map<string, number>();
  for (const [index, product] of PRODUCTS.entries()) {
    const values = product.option?.values ?? [null];
    const detail = await products.create(ctx, {
      name: product.name,
      title: `${product.zh} ${product.en}`,
      body_html: `<p>${product.zh}。${product.en}.</p>`,
      description: product.en,
      vendor: product.vendor,
      tags: product.tags,
      category_ids: [categoryIds.get(product.category)!],
      published: product.published ?? true,
      options: product.option ? [product.option] : [],
      images: product.images.map((file) => ({ src: picture(file) })),
      variants: values.map((value, v) => ({
        sku: `SD-${String(index + 1).padStart(3, '0')}-${v + 1}`,
        barcode: `69${String(1_000_000_000 + index * 10 + v).padStart(11, '0')}`,
        price: cents(product.prices[v] ?? product.prices[0]!),
        compare_at_price: product.compareAt === undefined ? null : cents(product.compareAt),
        grams: product.grams ?? 0,
        inventory_quantity: 5 + ((index * 7 + v * 3) % 40),
        options: value === null ? [] : [{ title: product.option!.title, value }],
      })),
      ...product.extra,
    });
    ids.set(product.name, detail.row.id);
  }

  const newArrivals = await collections.create(ctx, {
    name: 'new-arrivals',
    title: '新品推荐 New arrivals',
    description: 'This season’s new things.',
    image: { src: picture('collection-new') },
    published: true,
  });
  for (const [position, name] of [
    'electric-coffee-grinder',
    'nordic-desk-lamp',
    'linen-cushion',
    'bluetooth-speaker',
    'stainless-vacuum-flask',
    'watercolour-paint-set',
  ].entries()) {
    await collections.addEntry(ctx, newArrivals.row.id, {
      product_id: ids.get(name)!,
      featured: position < 2,
    });
  }

  const coffee = await collections.create(ctx, {
    name: 'coffee-time',
    title: '咖啡时光 Coffee time',
    description: 'Everything for a good cup.',
    image: { src: picture('collection-coffee') },
    published: true,
  });
  for (const name of [
    'yunnan-coffee-beans',
    'pour-over-kettle',
    'electric-coffee-grinder',
    'ceramic-mug',
  ]) {
    await collections.addEntry(ctx, coffee.row.id, { product_id: ids.get(name)! });
  }

  await collections.create(ctx, {
    name: 'under-100',
    title: '百元以下 Under ¥100',
    description: 'Products whose price is below ¥100, kept current by a rule.',
    image: { src: picture('collection-under-100') },
    published: true,
    smart: true,
    order_by: 'price',
    rules: [{ column: 'price', relation: 'less_than', condition: '100.00' }],
  });

  for (const article of ARTICLES) {
    await articles.create(ctx, {
      name: article.name,
      title: article.title,
      author: article.author,
      description: article.title,
      image: { src: picture(article.image) },
      tags: article.tags,
      body_html: article.body,
      published: article.published ?? true,
    });
  }
}
