/**
 * The environment the production server runs with, beyond the site's own configuration: the
 * memory allocator's settings that let the process give memory back after a burst
 * (docs/decisions/032-edge-fuzz-and-server-memory.md). glibc reads them once, at start, so they
 * must be in the server process's environment, not set from inside it.
 *
 * Measured (tests/system/edges.test.ts's burst of 12,000 bad requests, JavaScript heap steady at
 * ~155 MB): without them the server stayed at 805 MB after 60 s idle (from 451 MB); with them it
 * went back to 410 MB.
 */
export const SERVER_MEMORY_ENV = {
  // Two malloc arenas instead of eight per CPU: threads (libuv, sharp) share them.
  MALLOC_ARENA_MAX: '2',
  // A fixed threshold: large buffers are always their own mapping, unmapped when freed, instead of
  // the threshold rising after the first free and leaving them in the arenas.
  MALLOC_MMAP_THRESHOLD_: '131072',
  // Free memory at the top of an arena goes back to the system beyond 128 KB.
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const

/**
 * `next start`'s arguments beyond the port: idle keep-alive connections are kept 65 s (Node's
 * default is 5 s). A client that pools connections (a reverse proxy, a load balancer: 60 s idle is
 * common) must be the side that closes an idle one; when the server closes first, a request sent
 * on the connection at that moment is answered with a reset (`read ECONNRESET`). Playwright's
 * request context, which ignores the server's `Keep-Alive: timeout` hint, met it in the e2e run.
 */
export const SERVER_START_ARGS = ['--keepAliveTimeout', '65000'] as const
