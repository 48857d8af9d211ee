import QRCode from 'qrcode';
// One symbology by name: bwip-js then bundles only Code 128, not its hundred others.
import { code128 } from 'bwip-js/browser';

/** A pick-up key drawn as the counter's camera and scanners read it (docs/DESIGN.md §5). */
export interface KeyImages {
  /** PNG data URL of a QR code holding the key. */
  qr: string;
  /** PNG data URL of a Code 128 barcode holding the key, digits printed below. */
  code128: string;
}

const cache = new Map<string, Promise<KeyImages>>();

function code128DataUrl(text: string): string {
  const canvas = document.createElement('canvas');
  code128(canvas, {
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  return canvas.toDataURL('image/png');
}

/** Both images of a key (made once per key and window). */
export function keyImages(key: string): Promise<KeyImages> {
  let images = cache.get(key);
  if (!images) {
    images = (async () => ({
      qr: await QRCode.toDataURL(key, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
      code128: code128DataUrl(key),
    }))();
    images.catch(() => cache.delete(key));
    cache.set(key, images);
  }
  return images;
}
