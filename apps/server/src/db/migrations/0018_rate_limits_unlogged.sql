-- Rate-limit counters are worth nothing after a crash (PostgreSQL empties an unlogged table then, which
-- only resets every window) and are written on every limited request: unlogged, their writes skip the
-- write-ahead log, so a request's count no longer waits for a disk flush of its own.
ALTER TABLE "rate_limits" SET UNLOGGED;
