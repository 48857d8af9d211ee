import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import fuses from '@electron/fuses';
import afterPack, {
  electronBinaryPath,
  shopdeskFuses,
  type AfterPackContext,
} from '../../scripts/after-pack';

const { FuseV1Options } = fuses;

function context(platform: string, arch = 1): AfterPackContext {
  return {
    appOutDir: '/release/out',
    electronPlatformName: platform,
    arch,
    packager: { appInfo: { productFilename: 'Shopdesk' }, executableName: 'shopdesk' },
  };
}

describe('after-pack: Electron fuses of a packaged Shopdesk', () => {
  it('turns off RunAsNode, NODE_OPTIONS and inspect; on cookie encryption and asar integrity', () => {
    const config = shopdeskFuses('win32', 1);
    expect(config[FuseV1Options.RunAsNode]).toBe(false);
    expect(config[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(config[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(config[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(config[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(config[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(config[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('names every fuse this @electron/fuses knows (strict), so none is left at its default', () => {
    const config = shopdeskFuses('linux', 1);
    expect(config.strictlyRequireAllFuses).toBe(true);
    const known = Object.values(FuseV1Options).filter((value) => typeof value === 'number');
    for (const fuse of known) expect(config, `fuse ${fuse}`).toHaveProperty(String(fuse));
  });

  it('re-signs ad hoc only an arm64 macOS binary', () => {
    expect(shopdeskFuses('darwin', 3).resetAdHocDarwinSignature).toBe(true);
    expect(shopdeskFuses('darwin', 1).resetAdHocDarwinSignature).toBe(false);
    expect(shopdeskFuses('win32', 3).resetAdHocDarwinSignature).toBe(false);
  });

  it('finds the packed binary on each platform', () => {
    expect(electronBinaryPath(context('darwin'))).toBe(join('/release/out', 'Shopdesk.app'));
    expect(electronBinaryPath(context('win32'))).toBe(join('/release/out', 'Shopdesk.exe'));
    expect(electronBinaryPath(context('linux'))).toBe(join('/release/out', 'shopdesk'));
    expect(() => electronBinaryPath(context('beos'))).toThrow(/unknown platform/);
  });

  it('flips the fuses of that binary', async () => {
    const flip = vi.fn(async () => 1);
    await afterPack(context('win32'), flip);
    expect(flip).toHaveBeenCalledWith(
      join('/release/out', 'Shopdesk.exe'),
      shopdeskFuses('win32', 1),
    );
  });

  it('is the afterPack hook of electron-builder.yml, with an asar', async () => {
    const yml = await readFile(join(import.meta.dirname, '../../electron-builder.yml'), 'utf8');
    expect(yml).toMatch(/^afterPack: scripts\/after-pack\.ts$/m);
    expect(yml).toMatch(/^asar: true$/m);
  });
});
