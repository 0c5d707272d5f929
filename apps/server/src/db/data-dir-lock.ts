import { readFile, unlink, writeFile } from "node:fs/promises";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims `lockPath` for this process. Two processes writing one embedded
 * database folder would corrupt it, so a second start fails with a clear
 * message instead. A lock left by a process that no longer runs (or by an
 * earlier process with our own pid, as after a container restart) is taken over.
 * Resolves to the function that releases the lock.
 */
export async function lockDataDir(lockPath: string, dataDir: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: "wx" });
      return () => unlink(lockPath).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(await readFile(lockPath, "utf8").catch(() => ""), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The database in ${dataDir} is in use by another Hatchery process (pid ${holder}). ` +
          `Stop that process, or set DATA_DIR to another folder. If no such process runs, delete ${lockPath}.`,
      );
    }
    await unlink(lockPath).catch(() => {});
  }
  throw new Error(`Could not lock the database in ${dataDir}: ${lockPath} keeps reappearing.`);
}
