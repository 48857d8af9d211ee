// electron-builder's afterPack hook (electron-builder.yml `afterPack`): flips Electron's fuses
// in the packed binary before it is signed (docs/PACKAGING.md "Electron fuses"). Runs under
// Node's type stripping, so erasable TypeScript only.
import { join } from 'node:path';
import fuses from '@electron/fuses';

/** The part of electron-builder's AfterPackContext this hook reads. */
export interface AfterPackContext {
  appOutDir: string;
  electronPlatformName: string;
  /** electron-builder's Arch: 0 ia32, 1 x64, 2 armv7l, 3 arm64, 4 universal. */
  arch: number;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

const ARM64 = 3;

/**
 * The fuses of a packaged Shopdesk: Electron cannot be run as plain Node (ELECTRON_RUN_AS_NODE),
 * takes no NODE_OPTIONS nor --inspect arguments, encrypts its cookies, loads the app from the
 * asar archive only and checks that archive's integrity; file:// pages get no extra powers (the
 * app's own page is shopdesk://app). Every fuse is named, so a new Electron's new fuse fails
 * the build until it is decided here.
 */
export function shopdeskFuses(platform: string, arch: number) {
  return {
    version: fuses.FuseVersion.V1,
    strictlyRequireAllFuses: true as const,
    // Flipping fuses breaks the ad-hoc signature of an arm64 macOS binary: sign it again.
    resetAdHocDarwinSignature: platform === 'darwin' && arch === ARM64,
    [fuses.FuseV1Options.RunAsNode]: false,
    [fuses.FuseV1Options.EnableCookieEncryption]: true,
    [fuses.FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [fuses.FuseV1Options.EnableNodeCliInspectArguments]: false,
    [fuses.FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [fuses.FuseV1Options.OnlyLoadAppFromAsar]: true,
    [fuses.FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    [fuses.FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}

/** The Electron binary electron-builder packed, per platform. */
export function electronBinaryPath(context: AfterPackContext): string {
  const name = context.packager.appInfo.productFilename;
  switch (context.electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(context.appOutDir, `${name}.app`);
    case 'win32':
      return join(context.appOutDir, `${name}.exe`);
    case 'linux':
      return join(context.appOutDir, context.packager.executableName ?? name);
    default:
      throw new Error(`Shopdesk after-pack: unknown platform ${context.electronPlatformName}.`);
  }
}

/** The hook: flips the fuses of the packed binary (a packaging error stops the build). */
export default async function afterPack(
  context: AfterPackContext,
  flip: typeof fuses.flipFuses = fuses.flipFuses,
): Promise<void> {
  await flip(
    electronBinaryPath(context),
    shopdeskFuses(context.electronPlatformName, context.arch),
  );
}
