// Loaded with `node --import` into the build process: on exit it writes the
// process's CPU time and peak memory (all of its threads, Rspack's included)
// to the file named by BENCH_USAGE_FILE.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeFileSync(
    process.env.BENCH_USAGE_FILE,
    JSON.stringify({
      userCpuSeconds: usage.userCPUTime / 1e6,
      systemCpuSeconds: usage.systemCPUTime / 1e6,
      peakMemoryBytes: usage.maxRSS * 1024,
    }),
  );
});
