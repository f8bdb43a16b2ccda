// Figure 6: the server process's resident memory (VmRSS of the node process itself) idle and at its peak during the
// throughput runs of figure 3.
import { atMost, compared, verdict } from '../lib/format.mjs';

const TARGET = atMost(400, '400 MB');
const mb = (value) => `${value} MB`;

export const measureMemory = async (ctx) => {
  const runs = await ctx.throughput();
  if (runs.pglite.notMeasured) throw new Error(`the PGlite load run failed: ${runs.pglite.notMeasured}`);
  const { idleRssMb, peakRssMbUnderLoad } = runs.pglite.memory;
  const parts = [
    `PGlite idle ${mb(idleRssMb)}, under load ${verdict(peakRssMbUnderLoad, TARGET, mb(peakRssMbUnderLoad))}`,
  ];
  const data = { pglite: { idleRssMb, peakRssMbUnderLoad: compared(peakRssMbUnderLoad, TARGET) } };
  if (!runs.postgres.notMeasured) {
    parts.push(
      `PostgreSQL idle ${mb(runs.postgres.memory.idleRssMb)}, under load ${mb(runs.postgres.memory.peakRssMbUnderLoad)}`,
    );
    data.postgres = runs.postgres.memory;
  }
  return { line: parts.join('; '), data };
};
