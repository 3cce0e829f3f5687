// Preloaded into the server by the soak (NODE_OPTIONS=--import …): appends the process's memory
// use to HEAP_SAMPLES_FILE every second, so heap is measured without a flag in the product.
import { appendFileSync } from "node:fs";

const file = process.env.HEAP_SAMPLES_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external })}\n`,
    );
  }, 1_000).unref();
}
