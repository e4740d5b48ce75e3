// How the server's Node process is started (README, "Memory"): `npm start`, the Docker image and the
// browser tests write the same in their own syntax; the bench and the Lighthouse report import it.

/**
 * V8 sizes its heap by its limit: with Node's default (a quarter of the machine's memory, 4 GB here) it
 * lets the heap grow to about four times what survives a collection before collecting, and never gives
 * the memory back; under 256 MB it grows by less than twice. What survives stays far below it (about
 * 65 MB idle, under 150 MB in the middle of a crawl of rendered pages).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];

/**
 * glibc's allocator: a freed block from 512 KB up goes back to the system at once. By default the
 * threshold rises with the blocks freed, and the embedded database's query answers (copied out of its
 * WebAssembly memory) then fragment the main heap, which only grows: 436 MB of it after 2,400 rendered
 * pages against 38 MB with a fixed threshold. At 64 KB (until 2026-11-26) every compression's working
 * memory (Brotli's 256 KB hash table, zlib's 64 KB windows) was mapped fresh and zeroed for each answer,
 * and unmapped after it: a quarter of a computed GraphQL list's server time went to Brotli. At 512 KB the
 * bench's rendered walks ran 15-20% more pages a second, with the same peak memory (272 MB on
 * PostgreSQL, 479 MB on PGlite). Other platforms ignore them.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '524288', MALLOC_TRIM_THRESHOLD_: '524288' };
