import { closeSync, mkdtempSync, openSync, readSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { releaseTemp, trackTemp } from "./temp-files.js";

const FLUSH_AT = 64 * 1024;
const READ_CHUNK = 1024 * 1024;

/**
 * Text written now and read back once at the end, kept in a temporary file
 * rather than in memory: a report whose header needs totals known only after
 * the last case (JSON, JUnit, HTML) spools its body here.
 */
export class Spool {
  private readonly dir: string;
  private readonly fd: number;
  private pending: string[] = [];
  private pendingSize = 0;

  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), "crossfoot-eval-"));
    trackTemp(this.dir);
    this.fd = openSync(join(this.dir, "body"), "w+");
  }

  write(text: string): void {
    this.pending.push(text);
    this.pendingSize += text.length;
    if (this.pendingSize >= FLUSH_AT) this.flush();
  }

  /** Hand everything written, in order and in chunks, to `write`. */
  copyTo(write: (chunk: string) => void): void {
    this.flush();
    const buffer = Buffer.allocUnsafe(READ_CHUNK);
    const decoder = new StringDecoder("utf8");
    let position = 0;
    for (;;) {
      const n = readSync(this.fd, buffer, 0, READ_CHUNK, position);
      if (n === 0) break;
      position += n;
      const text = decoder.write(buffer.subarray(0, n));
      if (text) write(text);
    }
    const rest = decoder.end();
    if (rest) write(rest);
  }

  /** Delete the temporary file. */
  dispose(): void {
    try {
      closeSync(this.fd);
    } catch {
      // Already closed.
    }
    releaseTemp(this.dir);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    writeSync(this.fd, this.pending.join(""));
    this.pending = [];
    this.pendingSize = 0;
  }
}
