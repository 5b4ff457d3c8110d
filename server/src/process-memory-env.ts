/**
 * glibc malloc settings `npm start`, the Dockerfile and the benches start the server with (they must be in the
 * environment when the process starts; glibc reads them once).
 *
 * Where the embedded app's memory goes (bench app-memory, measured from /proc/<pid>/smaps): V8's heap ~90 MB, PGlite's
 * WebAssembly memory ~50 MB (shared_buffers 32 MB and its working memory), node's own code ~46 MB, and malloc: 210–260
 * MB with glibc's defaults. Most of that malloc memory is freed at start (PGlite's initdb and WASM compile, module
 * transforms) but kept by glibc: freeing a large block raises the size from which blocks get their own mapping (up to
 * 32 MB), so later large blocks come from the heap and arenas, which fragment and are never handed back; and each
 * thread (V8's compiler and GC threads, libuv's pool) may get an arena of its own. A fixed mmap threshold (128 KB,
 * glibc's starting value: large blocks are mapped and unmapped, so freed memory goes back to the system) and two
 * arenas cut the resident memory after start from ~460 to ~350–410 MB (the flags below another ~35 MB).
 */
export const PROCESS_MEMORY_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/**
 * Node flags of the same commands: the V8 heap capped at 512 MB (the collector keeps the process compact), a young
 * generation of 4 MB per semi-space instead of up to 16 MB (start-up and seeding grow it to its maximum, and it stays
 * committed: ~35 MB resident after start; scavenges of a request server's short-lived objects stay short), and one
 * V8 worker thread for background compiling and collecting instead of one per core (each thread compiles and marks
 * with memory of its own that malloc keeps: 347 MB resident after start instead of 384–389, in alternating runs).
 */
export const PROCESS_NODE_FLAGS: readonly string[] = [
  '--max-old-space-size=512',
  '--max-semi-space-size=4',
  '--v8-pool-size=1',
];
