/**
 * The dependency rules of docs/ARCHITECTURE.md, checked by `npm run lint` (`depcruise`).
 * Why each rule exists is said with it; the layout they protect is in that document.
 */
/**
 * The renderer's features, each above the ones before it: a feature imports only features
 * listed before it, so no two features import each other, nor any ring of them. The counter's
 * three stores go one way: connection → offline → pick-up. A new feature takes its place here.
 */
const RENDERER_FEATURES = [
  'session',
  'settings',
  'connection',
  'offline',
  'notifications',
  'loyalty',
  'customers',
  'catalog',
  'shippings',
  'staff',
  'pick-up',
  'orders',
  'history',
  'dashboard',
  'discounts',
  'social',
  'webhooks',
  'pickup-page',
  'connection-page',
];
const FEATURES = '^src-renderer/src/features/';

/** For each feature: no import of a feature listed after it. */
const featureOrder = RENDERER_FEATURES.slice(0, -1).map((feature, index) => ({
  name: 'renderer-feature-order',
  comment: `${feature} may import only the features listed before it in RENDERER_FEATURES (one direction, no cycles).`,
  severity: 'error',
  from: { path: `${FEATURES}${feature}/` },
  to: { path: `${FEATURES}(${RENDERER_FEATURES.slice(index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'renderer-feature-through-index',
      comment:
        "A feature reaches another only through its index.ts, the feature's one public face (its routes, the components others show, its store): its other files may change without notice.",
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'renderer-shared-not-features',
      comment:
        'shared/ is what every feature stands on: it never reaches into a feature. What it needs of one, the feature registers with it (the session store gives shared/api/client.ts its credentials).',
      severity: 'error',
      from: { path: '^src-renderer/src/shared/' },
      to: { path: FEATURES },
    },
    {
      name: 'renderer-frame-through-index',
      comment:
        "The app's frame (router, layout) reaches a feature through its index.ts too, but for the composition root: router.ts composes every feature's routes.ts (the views stay lazy: the app's start loads no feature's components), i18n.ts every feature's locales/.",
      severity: 'error',
      from: { path: '^src-renderer/src/', pathNot: '^src-renderer/src/(features|shared)/' },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}[^/]+/index\\.ts$`, `${FEATURES}[^/]+/(routes\\.ts$|locales/)`],
      },
    },
    {
      name: 'renderer-routes-by-router',
      comment: "Only router.ts composes the features' routes.ts.",
      severity: 'error',
      from: { path: '^src-renderer/src/', pathNot: '^src-renderer/src/router\\.ts$' },
      to: { path: `${FEATURES}[^/]+/routes\\.ts$` },
    },
    {
      name: 'renderer-locales-by-i18n',
      comment:
        "Only i18n.ts merges the features' locales/ into the app's catalogue (a separate page's main.ts reads its own).",
      severity: 'error',
      from: { path: '^src-renderer/src/', pathNot: ['^src-renderer/src/i18n\\.ts$', FEATURES] },
      to: { path: `${FEATURES}[^/]+/locales/` },
    },
    {
      name: 'renderer-feature-listed',
      comment: 'Every feature has its place in RENDERER_FEATURES (.dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: `${FEATURES}(?!(${RENDERER_FEATURES.join('|')})/)` },
      to: {},
    },
    ...featureOrder,
    {
      name: 'no-circular',
      comment: 'A cycle makes the load order matter and the pieces impossible to read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'foundation-not-modules',
      comment:
        'http/, db/ and lib/ are what every feature stands on: they never reach into a feature.',
      severity: 'error',
      from: { path: '^src-server/(http|db|lib)/' },
      to: { path: '^src-server/modules/' },
    },
    {
      name: 'module-through-index',
      comment:
        "A module reaches another only through its index.ts, the module's one public face: its other files may change without notice.",
      severity: 'error',
      from: { path: '^src-server/modules/([^/]+)/' },
      to: {
        path: '^src-server/modules/[^/]+/',
        pathNot: ['^src-server/modules/$1/', '^src-server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'migrations-frozen',
      comment:
        'A migration runs on databases of every age: it imports nothing from the app, whose code moves on.',
      severity: 'error',
      from: { path: '^src-server/db/migrations/' },
      to: { path: '^src-', pathNot: '^src-server/db/migrations/' },
    },
    {
      name: 'shared-is-neutral',
      comment: 'src-shared is pure TypeScript every process loads: nothing of the processes.',
      severity: 'error',
      from: { path: '^src-shared/' },
      to: { path: '^src-(server|main|renderer)/' },
    },
    {
      name: 'shared-without-node',
      comment: 'src-shared also runs in the browser and the sandboxed preload: no Node built-ins.',
      severity: 'error',
      from: { path: '^src-shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-alone',
      comment: 'The renderer talks to the server over HTTP and to main through the preload only.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-(main|server)/' },
    },
    {
      name: 'main-not-renderer',
      comment: 'Main and the renderer share only src-shared.',
      severity: 'error',
      from: { path: '^src-main/' },
      to: { path: '^src-renderer/' },
    },
    {
      name: 'main-through-server-entry',
      comment:
        "The desktop main process reaches the server through src-server/server.ts only, the server's one public face: its other files may change without notice.",
      severity: 'error',
      from: { path: '^src-main/' },
      to: { path: '^src-server/', pathNot: '^src-server/server\\.ts$' },
    },
    {
      name: 'server-alone',
      comment: 'The server runs under plain Node: it never imports Electron or the renderer.',
      severity: 'error',
      from: { path: '^src-server/' },
      to: { path: '^src-(main|renderer)/|^node_modules/electron/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.vue', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
