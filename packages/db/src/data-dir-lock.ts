import {
  closeSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError } from "@aizapy/contracts";

// PGlite is PostgreSQL compiled to WebAssembly inside one process: it takes no lock of its own,
// and two processes writing to one data directory silently lose writes. This lock makes the
// second process refuse to start instead.

const LOCK_FILE_NAME = "aizapy.lock";
const HEARTBEAT_MS = 10_000;
/** A holder on another host (a shared volume) counts as alive while it keeps its heartbeat. */
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

interface LockOwner {
  pid: number;
  hostname: string;
  /** Kernel start time of the process, so a recycled pid is not mistaken for the holder. */
  processStartTime: string | null;
}

export interface DataDirLock {
  release(): void;
}

function readProcessStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime) counted after the parenthesised command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isHeldByLiveProcess(lockPath: string, owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) {
    return Date.now() - statSync(lockPath).mtimeMs < STALE_AFTER_MS;
  }
  if (owner.pid === process.pid || !isProcessAlive(owner.pid)) return false;
  const startTime = readProcessStartTime(owner.pid);
  return (
    startTime === null || owner.processStartTime === null || startTime === owner.processStartTime
  );
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;
  } catch {
    return null;
  }
}

/** Takes the exclusive lock on a PGlite data directory, or throws ConfigError naming the holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStartTime: readProcessStartTime(process.pid),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt === 1) throw error;
      const owner = readOwner(lockPath);
      if (owner && isHeldByLiveProcess(lockPath, owner)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another Ai Zapy process (pid ${owner.pid} on ${owner.hostname}); ` +
            "the embedded database allows one process per data directory: stop that process, choose another DATA_DIR, or set DATABASE_URL",
        );
      }
      unlinkSync(lockPath); // left behind by a process that crashed
    }
  }

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lockPath, now, now);
    } catch {
      // The next start will treat the lock as stale; nothing to do here.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off("exit", release);
    if (readOwner(lockPath)?.pid === me.pid) unlinkSync(lockPath);
  };
  process.on("exit", release);
  return { release };
}
