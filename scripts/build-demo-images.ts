// Builds resources/demo-images/*.svg: the pictures of the demo catalog (products, articles,
// collections). Deterministic (same input, same bytes) and script-free: plain shapes, a
// gradient and a caption, no <script>, no event attributes, no external references.
//
// Run with `node scripts/build-demo-images.ts` (Node 24, built-in type stripping: keep this
// file to erasable TypeScript syntax and do not import app code). The demo data in
// src-server/modules/shopfront/demo/catalog.ts refers to these files by name.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'resources', 'demo-images');

type Icon =
  | 'flask'
  | 'mug'
  | 'board'
  | 'pan'
  | 'box'
  | 'kettle'
  | 'grinder'
  | 'towel'
  | 'cushion'
  | 'candle'
  | 'lamp'
  | 'basket'
  | 'shirt'
  | 'scarf'
  | 'bag'
  | 'sock'
  | 'hat'
  | 'bean'
  | 'leaf'
  | 'candy'
  | 'card'
  | 'speaker'
  | 'pad'
  | 'headphones'
  | 'battery'
  | 'pen'
  | 'book'
  | 'palette'
  | 'bottle'
  | 'sun';

type Picture = { file: string; caption: string; hue: number; icon: Icon };

// One picture per product (a second view for some), then articles and collections.
const PICTURES: Picture[] = [
  { file: 'vacuum-flask', caption: 'Vacuum flask', hue: 200, icon: 'flask' },
  { file: 'vacuum-flask-2', caption: 'Vacuum flask · lid', hue: 215, icon: 'flask' },
  { file: 'ceramic-mug', caption: 'Ceramic mug', hue: 25, icon: 'mug' },
  { file: 'bamboo-board', caption: 'Bamboo board', hue: 45, icon: 'board' },
  { file: 'cast-iron-skillet', caption: 'Cast iron skillet', hue: 0, icon: 'pan' },
  { file: 'glass-containers', caption: 'Glass containers', hue: 180, icon: 'box' },
  { file: 'pour-over-kettle', caption: 'Pour-over kettle', hue: 30, icon: 'kettle' },
  { file: 'pour-over-kettle-2', caption: 'Kettle · spout', hue: 38, icon: 'kettle' },
  { file: 'coffee-grinder', caption: 'Coffee grinder', hue: 20, icon: 'grinder' },
  { file: 'cotton-towel', caption: 'Cotton towel', hue: 190, icon: 'towel' },
  { file: 'linen-cushion', caption: 'Linen cushion', hue: 90, icon: 'cushion' },
  { file: 'scented-candle', caption: 'Scented candle', hue: 330, icon: 'candle' },
  { file: 'wool-blanket', caption: 'Wool blanket', hue: 10, icon: 'towel' },
  { file: 'desk-lamp', caption: 'Desk lamp', hue: 50, icon: 'lamp' },
  { file: 'desk-lamp-2', caption: 'Desk lamp · on', hue: 58, icon: 'lamp' },
  { file: 'storage-basket', caption: 'Storage basket', hue: 35, icon: 'basket' },
  { file: 'cotton-tshirt', caption: 'Cotton T-shirt', hue: 220, icon: 'shirt' },
  { file: 'cotton-tshirt-2', caption: 'T-shirt · back', hue: 230, icon: 'shirt' },
  { file: 'wool-scarf', caption: 'Wool scarf', hue: 350, icon: 'scarf' },
  { file: 'canvas-tote', caption: 'Canvas tote', hue: 60, icon: 'bag' },
  { file: 'sports-socks', caption: 'Sports socks', hue: 160, icon: 'sock' },
  { file: 'bucket-hat', caption: 'Bucket hat', hue: 100, icon: 'hat' },
  { file: 'coffee-beans', caption: 'Coffee beans', hue: 28, icon: 'bean' },
  { file: 'longjing-tea', caption: 'Longjing tea', hue: 110, icon: 'leaf' },
  { file: 'nougat', caption: 'Nougat', hue: 300, icon: 'candy' },
  { file: 'gift-card', caption: 'E-gift card', hue: 280, icon: 'card' },
  { file: 'bluetooth-speaker', caption: 'Bluetooth speaker', hue: 240, icon: 'speaker' },
  { file: 'charging-pad', caption: 'Charging pad', hue: 205, icon: 'pad' },
  { file: 'headphones', caption: 'Headphones', hue: 260, icon: 'headphones' },
  { file: 'headphones-2', caption: 'Headphones · case', hue: 268, icon: 'headphones' },
  { file: 'power-bank', caption: 'Power bank', hue: 140, icon: 'battery' },
  { file: 'fountain-pen', caption: 'Fountain pen', hue: 225, icon: 'pen' },
  { file: 'dot-notebook', caption: 'Dot-grid notebook', hue: 40, icon: 'book' },
  { file: 'watercolour-set', caption: 'Watercolour set', hue: 310, icon: 'palette' },
  { file: 'outdoor-bottle', caption: 'Outdoor bottle', hue: 150, icon: 'bottle' },
  { file: 'outdoor-bottle-2', caption: 'Bottle · strap', hue: 158, icon: 'bottle' },
  { file: 'article-flask-guide', caption: 'Choosing a flask', hue: 205, icon: 'flask' },
  { file: 'article-pour-over', caption: 'Pour-over basics', hue: 28, icon: 'kettle' },
  { file: 'article-autumn-home', caption: 'Autumn at home', hue: 15, icon: 'candle' },
  { file: 'article-pick-up', caption: 'Click and collect', hue: 250, icon: 'bag' },
  { file: 'article-longjing', caption: 'Brewing Longjing', hue: 105, icon: 'leaf' },
  { file: 'collection-new', caption: 'New arrivals', hue: 270, icon: 'sun' },
  { file: 'collection-coffee', caption: 'Coffee time', hue: 25, icon: 'bean' },
  { file: 'collection-under-100', caption: 'Under ¥100', hue: 130, icon: 'card' },
];

// Icons drawn in a 200×200 box centred at (240, 210); `f` fills, `s` strokes.
const ICONS: Record<Icon, string> = {
  flask:
    '<rect x="185" y="120" width="110" height="190" rx="24" class="f"/><rect x="200" y="95" width="80" height="30" rx="8" class="s"/>',
  mug: '<rect x="170" y="140" width="120" height="140" rx="14" class="f"/><path d="M290 170 q50 0 50 40 t-50 40" class="s"/>',
  board:
    '<rect x="150" y="130" width="180" height="170" rx="30" class="f"/><circle cx="300" cy="160" r="10" class="s"/>',
  pan: '<circle cx="220" cy="210" r="80" class="f"/><rect x="295" y="200" width="90" height="20" rx="10" class="s"/>',
  box: '<rect x="160" y="150" width="160" height="130" rx="12" class="f"/><rect x="150" y="130" width="180" height="26" rx="8" class="s"/>',
  kettle:
    '<path d="M180 290 l20 -140 h80 l20 140 z" class="f"/><path d="M300 180 l60 -50" class="s"/><rect x="215" y="125" width="50" height="20" rx="6" class="s"/>',
  grinder:
    '<rect x="190" y="170" width="100" height="130" rx="10" class="f"/><path d="M200 170 l20 -60 h40 l20 60" class="s"/>',
  towel:
    '<rect x="150" y="130" width="180" height="160" rx="8" class="f"/><path d="M150 260 h180 M150 240 h180" class="s"/>',
  cushion:
    '<path d="M160 140 q80 -30 160 0 q30 70 0 140 q-80 30 -160 0 q-30 -70 0 -140 z" class="f"/>',
  candle:
    '<rect x="190" y="180" width="100" height="120" rx="10" class="f"/><path d="M240 175 q-20 -30 0 -60 q20 30 0 60 z" class="s"/>',
  lamp: '<path d="M190 120 h100 l30 80 h-160 z" class="f"/><path d="M240 200 v90 M200 295 h80" class="s"/>',
  basket:
    '<path d="M160 180 h160 l-20 110 h-120 z" class="f"/><path d="M190 180 q50 -80 100 0" class="s"/>',
  shirt:
    '<path d="M200 120 l-60 40 l25 40 l25 -15 v115 h100 v-115 l25 15 l25 -40 l-60 -40 q-40 30 -80 0 z" class="f"/>',
  scarf:
    '<path d="M170 130 h140 v40 h-60 v120 h-40 v-120 h-40 z" class="f"/><path d="M210 290 v20 M230 290 v20 M250 290 v20" class="s"/>',
  bag: '<rect x="165" y="170" width="150" height="130" rx="10" class="f"/><path d="M200 170 q40 -90 80 0" class="s"/>',
  sock: '<path d="M210 120 h60 v110 l40 40 q10 30 -20 30 h-60 l-20 -30 z" class="f"/>',
  hat: '<path d="M190 200 q50 -110 100 0 z" class="f"/><rect x="150" y="200" width="180" height="22" rx="11" class="s"/>',
  bean: '<ellipse cx="240" cy="210" rx="60" ry="85" class="f"/><path d="M240 130 q-25 80 0 160" class="s"/>',
  leaf: '<path d="M170 290 q0 -170 140 -170 q0 170 -140 170 z" class="f"/><path d="M170 290 l120 -150" class="s"/>',
  candy:
    '<rect x="190" y="180" width="100" height="60" rx="16" class="f"/><path d="M190 210 l-40 -25 v50 z M290 210 l40 -25 v50 z" class="s"/>',
  card: '<rect x="150" y="150" width="180" height="120" rx="14" class="f"/><path d="M150 185 h180" class="s"/>',
  speaker:
    '<rect x="180" y="120" width="120" height="180" rx="18" class="f"/><circle cx="240" cy="240" r="34" class="s"/><circle cx="240" cy="160" r="14" class="s"/>',
  pad: '<circle cx="240" cy="210" r="90" class="f"/><path d="M220 175 l30 0 l-20 35 h25 l-40 45 l10 -35 h-20 z" class="s"/>',
  headphones:
    '<path d="M170 240 v-40 q70 -120 140 0 v40" class="s"/><rect x="160" y="230" width="40" height="60" rx="12" class="f"/><rect x="280" y="230" width="40" height="60" rx="12" class="f"/>',
  battery:
    '<rect x="170" y="140" width="140" height="150" rx="16" class="f"/><rect x="220" y="125" width="40" height="18" rx="4" class="s"/>',
  pen: '<path d="M300 120 l30 30 l-120 120 l-40 10 l10 -40 z" class="f"/>',
  book: '<rect x="170" y="120" width="140" height="180" rx="8" class="f"/><path d="M195 120 v180" class="s"/>',
  palette:
    '<path d="M240 120 q90 0 90 80 q0 40 -40 40 q-20 0 -20 25 q0 35 -40 35 q-90 0 -90 -90 q0 -90 100 -90 z" class="f"/><circle cx="210" cy="170" r="12" class="s"/><circle cx="260" cy="160" r="12" class="s"/>',
  bottle:
    '<rect x="195" y="140" width="90" height="165" rx="30" class="f"/><rect x="215" y="105" width="50" height="40" rx="8" class="s"/>',
  sun: '<circle cx="240" cy="210" r="55" class="f"/><path d="M240 120 v-20 M240 320 v-20 M150 210 h-20 M350 210 h-20 M176 146 l-14 -14 M318 288 l-14 -14 M176 274 l-14 14 M318 132 l-14 14" class="s"/>',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(picture: Picture): string {
  const { hue, caption, icon } = picture;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">',
    `<title>${escapeXml(caption)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,94%)"/><stop offset="1" stop-color="hsl(${hue},55%,82%)"/></linearGradient>`,
    `<style>.f{fill:hsl(${hue},45%,45%)}.s{fill:none;stroke:hsl(${hue},50%,30%);stroke-width:10;stroke-linecap:round;stroke-linejoin:round}</style>`,
    '</defs>',
    '<rect width="480" height="480" fill="url(#bg)"/>',
    ICONS[icon],
    `<text x="240" y="400" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="hsl(${hue},40%,25%)">${escapeXml(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const files = new Set(PICTURES.map((p) => `${p.file}.svg`));
if (files.size !== PICTURES.length) {
  console.error('build-demo-images: two pictures share a file name');
  process.exit(1);
}
mkdirSync(OUT_DIR, { recursive: true });
for (const old of readdirSync(OUT_DIR)) {
  if (old.endsWith('.svg') && !files.has(old)) rmSync(join(OUT_DIR, old));
}
for (const picture of PICTURES) writeFileSync(join(OUT_DIR, `${picture.file}.svg`), svg(picture));
console.log(`build-demo-images: wrote ${PICTURES.length} pictures to ${OUT_DIR}`);
