import v8 from 'node:v8';
import { writeFileSync } from 'node:fs';
let peakUsed = 0,
  peakTotal = 0;
const t = setInterval(() => {
  const h = v8.getHeapStatistics();
  peakUsed = Math.max(peakUsed, h.used_heap_size);
  peakTotal = Math.max(peakTotal, h.total_heap_size);
  writeFileSync(
    process.env.HEAP_PEAK_FILE,
    JSON.stringify({
      peakUsed: peakUsed / 2 ** 20,
      peakTotal: peakTotal / 2 ** 20,
      limit: h.heap_size_limit / 2 ** 20,
      used: h.used_heap_size / 2 ** 20,
      total: h.total_heap_size / 2 ** 20,
    }),
  );
}, 100);
t.unref();
