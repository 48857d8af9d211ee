/**
 * How the main process answers a channel of the IPC contract (src-shared/ipc.ts): the sender
 * first (a page that is not the app's own is untrusted, docs/DEPLOYMENT.md), then the
 * arguments' run-time check, then the handler, typed from the contract. Only types come from
 * 'electron'.
 */
import {
  ipcArgumentsFit,
  type IpcChannel,
  type IpcCheckedArguments,
  type IpcResult,
} from '../src-shared/ipc';

/** The member of Electron's `ipcMain` the handlers use. */
export interface IpcMainLike {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Electron's own signature
  handle(channel: string, listener: (event: any, ...args: any[]) => unknown): void;
}

/** An IPC invoke event, as far as the sender checks need it. */
export type InvokeEventLike = object;

/** A channel's handler: the event, then the arguments the check let through. */
export type IpcHandler<C extends IpcChannel, E extends InvokeEventLike = InvokeEventLike> = (
  event: E,
  ...args: IpcCheckedArguments<C>
) => IpcResult<C> | Promise<IpcResult<C>>;

export const REFUSED_SENDER = 'Shopdesk: IPC refused for this sender.';

/**
 * Registers `handler` on `channel`: a message from a sender `allow` refuses, or whose
 * arguments are not what the contract says, is refused (the invoke rejects) before it runs.
 * Asynchronous throughout, so a refusal is always a rejected invoke.
 */
export function handleChannel<C extends IpcChannel, E extends InvokeEventLike>(
  ipcMain: IpcMainLike,
  channel: C,
  allow: (event: E) => boolean,
  handler: IpcHandler<C, E>,
): void {
  ipcMain.handle(channel, async (event: E, ...args: unknown[]) => {
    if (!allow(event)) throw new Error(REFUSED_SENDER);
    if (!ipcArgumentsFit(channel, args)) {
      throw new Error(`Shopdesk: IPC refused: not the arguments of ${channel}.`);
    }
    return handler(event, ...args);
  });
}
