import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as setup } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import { CAMERA_VIDEOS, cameraVideoPath } from '../../playwright.config';
import {
  cameraFixturePath,
  createCounterWorld,
  FIXTURES_DIR,
  type CameraFixture,
} from './support/pick-up-data';

// Real keys of paid pick-up orders, drawn as the slip and the customer's page draw them, and
// turned into the videos Chromium's fake camera plays (STACK.md, "Browser tests").
setup('camera videos of real pick-up keys', async () => {
  setup.setTimeout(120_000);
  const world = await createCounterWorld('cam');
  try {
    for (const name of CAMERA_VIDEOS) {
      const { key } = await world.paidPickUp(0);
      const png = join(FIXTURES_DIR, `camera-${name}.png`);
      if (name === 'qr') {
        await QRCode.toFile(png, key, { errorCorrectionLevel: 'M', margin: 4, width: 400 });
      } else {
        const image = await bwipjs.toBuffer({
          bcid: 'code128',
          text: key,
          scale: 3,
          height: 18,
          includetext: true,
          textxalign: 'center',
          paddingwidth: 20,
          paddingheight: 12,
          backgroundcolor: 'FFFFFF',
        });
        writeFileSync(png, image);
      }
      execFileSync(
        'ffmpeg',
        [
          '-y',
          '-loglevel',
          'error',
          '-loop',
          '1',
          '-i',
          png,
          '-vf',
          'scale=w=600:h=440:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white',
          '-t',
          '2',
          '-r',
          '10',
          '-pix_fmt',
          'yuv420p',
          cameraVideoPath(name),
        ],
        { stdio: 'inherit' },
      );
      const fixture: CameraFixture = { key, ...world.staff[0]! };
      writeFileSync(cameraFixturePath(name), JSON.stringify(fixture));
    }
  } finally {
    await world.dispose();
  }
});
