// Import rules for src/, checked by `npm test` (design: one pipeline of small stages, each a folder
// with one public entry). Stages are layered; a stage may import only the entries of the stages
// listed for it, so no two folders can ever import each other.
/** Stage → the stages it may import (core is always allowed). */
const LAYERS = {
  core: [],
  net: [],
  vault: [],
  reading: [],
  providers: ['net'],
  targets: ['net', 'providers'],
  checks: ['vault', 'reading'],
  load: ['checks', 'vault', 'targets'],
  plan: ['checks', 'load'],
  run: ['plan', 'targets'],
  generate: ['reading'],
  decide: [],
  gate: [],
  report: ['load', 'targets'],
  session: ['checks', 'decide', 'gate', 'load', 'plan', 'providers', 'reading', 'report', 'run', 'targets', 'vault'],
  cli: ['session', 'gate', 'report', 'providers', 'generate', 'vault'],
};

const stages = Object.keys(LAYERS);
const layerRules = Object.entries(LAYERS).map(([stage, allowed]) => {
  const forbidden = stages.filter((s) => s !== stage && s !== 'core' && !allowed.includes(s));
  return {
    name: `layer-${stage}`,
    comment: `${stage} may import ${['core', ...allowed].join(', ')} (design: load → plan → run → check → decide → gate → report)`,
    severity: 'error',
    from: { path: `^src/${stage}/`, pathNot: '\\.test\\.ts$' },
    to: { path: `^src/(${forbidden.join('|')})/` },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'modules import each other in a cycle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'entry-only',
      comment: "another stage is imported only through its index.ts",
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-unknown-stage',
      comment: 'every folder of src/ is a stage named in LAYERS',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: `^src/(?!(${stages.join('|')})/|index\\.ts$)`, pathNot: '^src/bot/' },
    },
    {
      name: 'checks-hold-no-linguistics',
      comment: 'checks ask src/reading what a text says; language libraries are used there, once (design: the reading paragraph)',
      severity: 'error',
      from: { path: '^src/checks/' },
      to: { path: 'node_modules/(chrono-node|js-quantities|number-to-words|unhomoglyph|compromise|wink-[^/]+|htmlparser2|marked)/' },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
