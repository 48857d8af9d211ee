/**
 * The dependency rules of docs/ARCHITECTURE.md, checked by `npm run lint` (`depcruise`).
 * Why each rule exists is said with it; the layout they protect is in that document.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
