// `--record FILE`: every live reply as one JSONL line, in exactly the format `--responses` reads.
import { recordWriter, type RecordWriter } from '../targets/index.js';
import type { Reporter } from './reporter.js';

export async function recordReporter(file: string): Promise<Reporter & { close(): Promise<void> }> {
  const writer: RecordWriter = await recordWriter(file);
  return {
    name: 'record',
    onTrial(trial, c) {
      if (!trial.response) return;
      const { text, contexts } = trial.response;
      writer.write({ caseId: c.turn?.base ?? c.id, trial: trial.trial, ...(c.turn ? { turn: c.turn.index } : {}), response: text, ...(contexts ? { contexts } : {}) });
    },
    async onRunEnd() {
      await writer.close();
      return [`recorded replies: ${file}`];
    },
    close: () => writer.close(),
  };
}
