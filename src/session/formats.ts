// `--report html,junit,markdown`: each format rendered from the run record into the run's folder,
// written piece by piece as the decisions are read.
import { join } from 'node:path';
import { UsageError, writeChunksAtomically } from '../core/index.js';
import { REPORT_FORMATS, type Reporter } from '../report/index.js';

/** Unknown names are a usage error (exit 2), raised before anything runs. */
export function checkFormats(names: readonly string[]): void {
  const unknown = names.filter((name) => !REPORT_FORMATS.some((f) => f.name === name));
  if (unknown.length > 0) throw new UsageError(`unknown report format${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${REPORT_FORMATS.map((f) => f.name).join(', ')}`);
}

export function formatReporters(names: readonly string[]): Reporter[] {
  checkFormats(names);
  return names.map((name) => {
    const format = REPORT_FORMATS.find((f) => f.name === name)!;
    return {
      name,
      async onRunEnd(run, ctx) {
        if (!ctx.dir) return [`${name} report not written: the run writes no report folder (--no-reports)`];
        const file = join(ctx.dir, format.file);
        await writeChunksAtomically(file, format.render(run, { moreIn: names.includes('html') ? 'report.html' : 'run.json' }));
        return [`${name} report: ${file}`];
      },
    };
  });
}
