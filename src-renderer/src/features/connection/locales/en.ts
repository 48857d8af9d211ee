import type { ConnectionMessages } from './zh-CN';

/** The desktop app's choice of shop server, and the banner shown while it does not answer. */
export const connectionEn: ConnectionMessages = {
  connection: {
    title: 'Where is the shop?',
    subtitle:
      'This counter keeps its shop on this computer, or connects to the shop server of your store or chain.',
    firstStart:
      'Welcome to Shopdesk. Choose where this counter’s shop lives; you can change it later under “Connection”.',
    desktopOnly:
      'The connection is chosen in the Shopdesk desktop app; this browser uses the server it opened.',
    current: 'Now connected to {origin}',
    local: 'This computer',
    localHelp: 'The shop runs on this computer (one counter, data in this computer’s user folder).',
    server: 'A shop server',
    serverHelp: 'Several counters share one shop: enter the address the shop server was given.',
    url: 'Shop server address',
    urlPlaceholder: 'https://pickup.example.com or 192.168.1.20:4350',
    check: 'Check',
    save: 'Save',
    restarting: 'Saved: Shopdesk starts again with the new connection…',
    saved: 'Saved.',
    ok: 'Shopdesk {version} answers at {url}.',
    back: 'Back',
    loadFailed: 'The saved connection could not be read.',
    reason: {
      invalid_url: 'Enter the address of a server root: http(s)://host[:port], without a path.',
      unreachable: 'Nothing answers at {url}: is the server running and the network up?',
      timeout: '{url} did not answer in time.',
      refused: '{url} refuses this address: use the address the shop server was given.',
      not_shopdesk: 'Something answers at {url}, but it is not a Shopdesk server.',
      other_address: 'This shop server answers at {publicUrl} only: use that address.',
    },
  },
  offline: {
    title: 'No connection to the shop server',
    body: 'Scanning is paused until it answers again. Retrying automatically in {seconds} s (attempt {attempt}).',
    checking: 'Checking the connection…',
    retryNow: 'Retry now',
  },
};
