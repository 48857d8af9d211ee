import type { ConnectionPageMessages } from './zh-CN';

/** The app's own connection page (connection.html): where this counter's shop lives. */
export const connectionPageEn: ConnectionPageMessages = {
  connection: {
    title: 'Where is the shop?',
    subtitle:
      'This counter keeps its shop on this computer, or connects to the shop server of your store or chain.',
    firstStart:
      'Welcome to Shopdesk. Choose where this counter’s shop lives; you can change it later with Shopdesk → Connection… (Ctrl+,).',
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
    close: 'Close',
    canceled: 'Not changed: the connection stays as it was.',
    insecure:
      'This is a plain http:// address of another computer: anyone on the network can read and change what the counter sends and receives, sign-ins included. Give the shop server an https address.',
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
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    en: 'English',
  },
};
