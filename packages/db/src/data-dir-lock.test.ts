import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "@aizapy/contracts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.ts";

const held: DataDirLock[] = [];
afterEach(() => held.splice(0).forEach((lock) => lock.release()));

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "aizapy-lock-"));

describe.runIf(process.env.TEST_DATABASE === "pglite")("the data directory lock", () => {
  it("is refused to a second holder while the first lives, with the reason", () => {
    const dir = freshDir();
    held.push(lockDataDir(dir));
    const lockFile = path.join(dir, "aizapy.lock");
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number };
    // Pretend the lock belongs to another live process (our parent) to see what it would get.
    writeFileSync(
      lockFile,
      JSON.stringify({ ...owner, pid: process.ppid, processStartTime: null }),
    );
    expect(() => lockDataDir(dir)).toThrow(ConfigError);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Ai Zapy process (pid ${process.ppid}`,
    );
  });

  it("is taken over from a process that died without releasing it", () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    const deadPid = Number(dead.stdout.toString());
    writeFileSync(
      path.join(dir, "aizapy.lock"),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), processStartTime: "1" }),
    );
    const lock = lockDataDir(dir);
    held.push(lock);
    expect(JSON.parse(readFileSync(path.join(dir, "aizapy.lock"), "utf8")).pid).toBe(process.pid);
  });

  it("is given back on release", () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    expect(existsSync(path.join(dir, "aizapy.lock"))).toBe(false);
    held.push(lockDataDir(dir));
  });
});
