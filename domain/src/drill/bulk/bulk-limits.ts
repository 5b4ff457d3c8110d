/** Limits of bulk upload, shared by the API (which enforces them) and the page (which explains them). */
export const BULK_LIMITS = {
  /** data rows in one file: a preview of this many still renders and imports without freezing the page */
  rows: 5_000,
  /** rows in one import call: bounds one transaction */
  rowsPerCall: 500,
  /** rows the page sends per call, so the progress bar moves in visible steps */
  rowsPerChunk: 250,
  /** file size; sent as base64 in JSON, it stays under the route's 12 MB body limit */
  fileBytes: 8 * 1024 * 1024,
  /** an .xlsx is a zip: refuse more than this once unpacked (zip bombs) */
  unzippedBytes: 50 * 1024 * 1024,
  /** ... or packed tighter than this (unpacked size / packed size) */
  compressionRatio: 100,
} as const;

/** The request body limit of the preview route: the largest file as base64 plus room for the JSON around it. */
export const BULK_UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
