/** What an uploaded picture may be, as the server says (GraphQL `uploadLimits`). */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxPixels: number;
}

const MB = 1024 * 1024;

/** The numbers the upload texts name ({{megabytes}}, {{megapixels}}, {{maxFiles}}), from the server's own limits. */
export function limitParams(limits: UploadLimits | undefined): Record<string, number> {
  if (!limits) return {};
  return {
    megabytes: Math.floor(limits.maxFileBytes / MB),
    megapixels: Math.floor(limits.maxPixels / 1_000_000),
    maxFiles: limits.maxFiles,
  };
}

/** Whether a chosen file is over the server's size limit: refused before a byte is sent (the server checks again). */
export const overSize = (file: File, limits: UploadLimits | undefined): boolean =>
  Boolean(limits && file.size > limits.maxFileBytes);
