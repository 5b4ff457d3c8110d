import { BULK_LIMITS } from '@sideline/domain';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { bulkFileError } from './bulk-file-errors';

/** Below this much unpacked data even a tight ratio is harmless (tiny XML parts compress very well). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

const tooComplex = () =>
  bulkFileError(
    'BULK.FILE_TOO_COMPLEX',
    `This workbook unpacks to more than ${BULK_LIMITS.unzippedBytes / (1024 * 1024)} MB or is packed suspiciously tightly, so it was not opened. Save it again from Excel, or upload it as CSV.`,
  );

const notAWorkbook = () => bulkFileError('BULK.NOT_A_WORKBOOK', 'This zip file is not an Excel workbook (.xlsx). Save the sheet as .xlsx or .csv and upload that.');

function checkSizes(unpacked: number, packed: number) {
  if (unpacked > BULK_LIMITS.unzippedBytes) throw tooComplex();
  if (unpacked > RATIO_FLOOR_BYTES && unpacked / Math.max(1, packed) > BULK_LIMITS.compressionRatio) throw tooComplex();
}

/**
 * Looks inside a zip before any workbook library does: it must be a workbook (content types and xl/workbook.xml),
 * and it must not be a zip bomb. The sizes the entries declare are checked first (cheap); then every entry is
 * inflated as a stream and counted, so a zip that lies about its sizes is stopped at the limit, never held whole.
 */
export function inspectWorkbookZip(bytes: Uint8Array): void {
  const names = new Set<string>();
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        names.add(file.name);
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw notAWorkbook();
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notAWorkbook();
  checkSizes(declared, bytes.length);

  let inflated = 0;
  let failure: unknown = null;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = notAWorkbook();
        return;
      }
      inflated += chunk.length;
      if (inflated > BULK_LIMITS.unzippedBytes) {
        failure = tooComplex();
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    // fflate throws on corrupt data (bad deflate stream, truncated entry): not a workbook we can read.
    failure ??= notAWorkbook();
  }
  if (failure) throw failure;
  checkSizes(inflated, bytes.length);
}
