// How the server's Node process is started (docs/performance.md, "Memory"): `npm start`, the Docker image and the
// browser tests write the same in their own syntax; the bench and the Lighthouse report import it.

/**
 * V8 sizes its heap by its limit: with Node's default (a quarter of the machine's memory) it lets the
 * heap grow to several times what survives a collection before collecting, and never gives the memory
 * back; under 256 MB it grows by less than twice. What survives stays far below it, idle and in the
 * middle of a crawl of rendered pages (docs/performance.md, "Memory").
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];

/**
 * glibc's allocator: a freed block from 512 KB up goes back to the system at once. By default the
 * threshold rises with the blocks freed, and the embedded database's query answers (copied out of its
 * WebAssembly memory) then fragment the main heap, which only grows. A lower fixed threshold had every
 * compression's working memory (Brotli's hash table, zlib's windows) mapped fresh and zeroed for each
 * answer, and unmapped after it; at 512 KB it is reused, at the same peak memory. Figures:
 * docs/performance.md, "Memory". Other platforms ignore them.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '524288', MALLOC_TRIM_THRESHOLD_: '524288' };
