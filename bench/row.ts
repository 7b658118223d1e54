// What one benchmark scenario reports: medians over its runs, and the correctness counts that
// make the timing mean something.

export interface Row {
  readonly name: string;
  readonly runs: number;
  /** Median wall time, spawn to exit. */
  readonly wallMs: number;
  /** N·Q·L/C, when the scenario waits on a target. */
  readonly idealMs?: number;
  /** Median child CPU (user + system). */
  readonly cpuMs: number;
  /** Median child CPU / (N·Q). */
  readonly cpuPerCaseMs?: number;
  /** Highest peak RSS over the runs. */
  readonly peakRssMiB: number;
  /** Heap still reachable at exit after a full collection, from one extra untimed run. */
  readonly liveHeapMiB?: number;
  /** Chat requests the mock served in each run, and what was planned. */
  readonly requests?: { readonly served: number; readonly expected: number };
  readonly maxInFlight?: number;
  /** Median CPU of the bench process (the mock server) during a run: not the harness's cost. */
  readonly serverCpuMs?: number;
  /** Median time from spawn to the first chat request. */
  readonly firstRequestMs?: number;
  /** Median time from the last reply to exit. */
  readonly tailMs?: number;
  /** Context rows are shown for comparison and carry no budget. */
  readonly context?: boolean;
  readonly note?: string;
}
