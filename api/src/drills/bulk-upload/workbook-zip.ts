import { BULK_LIMITS } from '@sideline/domain/drill/bulk/bulk-limits';
import { Inflate } from 'fflate';
import { bulkFileError } from './bulk-file-errors';

/** Below this much unpacked data even a tight ratio is harmless (tiny XML parts compress very well). */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/**
 * Packed bytes handed to the inflater at a time: the count is checked after each step. Deflate packs at most about
 * 1,000:1, so one step never unpacks to more than ~4 MB.
 */
const STEP_BYTES = 4 * 1024;

export const tooComplex = () =>
  bulkFileError(
    'BULK.FILE_TOO_COMPLEX',
    `This workbook unpacks to more than ${BULK_LIMITS.unzippedBytes / (1024 * 1024)} MB or is packed suspiciously tightly, so it was not opened. Save it again from Excel, or upload it as CSV.`,
  );

export const notAWorkbook = () =>
  bulkFileError(
    'BULK.NOT_A_WORKBOOK',
    'This zip file is not an Excel workbook (.xlsx). Save the sheet as .xlsx or .csv and upload that.',
  );

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const decoder = new TextDecoder();

/**
 * The central directory: every entry's name, method, sizes and where its data starts. Throws "not a workbook" on
 * anything odd.
 */
function centralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notAWorkbook();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw notAWorkbook();
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + skip;
  }
  return entries;
}

/**
 * A workbook's zip, opened without unpacking anything: it must hold a workbook (content types and
 * xl/workbook.xml), and the sizes its entries declare must be within the limits. Entries are then unpacked one at a
 * time as a stream (`read`), 16 KB of packed data at a time, and every unpacked byte counts toward one budget for the
 * whole file, so a zip that lies about its sizes is stopped at the limit, never held whole.
 */
export class WorkbookZip {
  private readonly entries: Map<string, ZipEntry>;
  private unpacked = 0;

  constructor(private readonly bytes: Uint8Array) {
    let entries: ZipEntry[];
    try {
      entries = centralDirectory(bytes);
    } catch {
      throw notAWorkbook();
    }
    this.entries = new Map(entries.map((entry) => [entry.name, entry]));
    if (!this.entries.has('[Content_Types].xml') || !this.entries.has('xl/workbook.xml')) throw notAWorkbook();
    this.check(entries.reduce((sum, entry) => sum + entry.declaredSize, 0));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Unpacked bytes so far, over all entries read. */
  get unpackedBytes(): number {
    return this.unpacked;
  }

  private check(unpacked: number) {
    if (unpacked > BULK_LIMITS.unzippedBytes) throw tooComplex();
    if (unpacked > RATIO_FLOOR_BYTES && unpacked / Math.max(1, this.bytes.length) > BULK_LIMITS.compressionRatio)
      throw tooComplex();
  }

  /** Hands the entry's unpacked data to `onChunk` piece by piece; `onChunk` may throw to stop early. */
  read(name: string, onChunk: (chunk: Uint8Array) => void): void {
    const entry = this.entries.get(name);
    if (!entry) throw notAWorkbook();
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const local = entry.localHeaderOffset;
    if (local + 30 > this.bytes.length || view.getUint32(local, true) !== LOCAL) throw notAWorkbook();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw notAWorkbook();
    const take = (chunk: Uint8Array) => {
      this.unpacked += chunk.length;
      this.check(this.unpacked);
      onChunk(chunk);
    };
    if (entry.method === 0) {
      for (let at = start; at < end; at += STEP_BYTES) take(this.bytes.subarray(at, Math.min(end, at + STEP_BYTES)));
      return;
    }
    if (entry.method !== 8) throw notAWorkbook();
    // fflate calls back synchronously from push(): what `take` throws (too big, or a reader done early) stops here.
    const inflate = new Inflate((chunk) => take(chunk));
    for (let at = start; at < end; at += STEP_BYTES) {
      const last = at + STEP_BYTES >= end;
      try {
        inflate.push(this.bytes.subarray(at, Math.min(end, at + STEP_BYTES)), last);
      } catch (error) {
        if (error instanceof Error && 'code' in error && typeof (error as { code: unknown }).code === 'number')
          throw notAWorkbook();
        throw error;
      }
    }
  }
}
