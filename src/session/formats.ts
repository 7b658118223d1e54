// `--report html,junit,markdown`: each format rendered from the run record into the run's folder.
import { join } from 'node:path';
import { UsageError, writeAtomically } from '../core/index.js';
import { REPORT_FORMATS, type Reporter } from '../report/index.js';

export function formatReporters(names: readonly string[]): Reporter[] {
  return names.map((name) => {
    const format = REPORT_FORMATS.find((f) => f.name === name);
    if (!format) throw new UsageError(`unknown report format "${name}"; known: ${REPORT_FORMATS.map((f) => f.name).join(', ')}`);
    return {
      name,
      async onRunEnd(run, ctx) {
        if (!ctx.dir) return [`${name} report not written: the run writes no report folder (--no-reports)`];
        const file = join(ctx.dir, format.file);
        await writeAtomically(file, format.render(run, { moreIn: names.includes('html') ? 'report.html' : 'run.json' }));
        return [`${name} report: ${file}`];
      },
    };
  });
}
