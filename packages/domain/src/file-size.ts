const KB = 1024;
const MB = KB * 1024;

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * A file size as the documents list shows it: bytes under 1 KB ("512 B"), then KB, then MB, with at most one
 * decimal, French style ("1,5 MB"). A missing or negative size reads "0 B".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  if (bytes < MB) return `${decimal.format(bytes / KB)} KB`;
  return `${decimal.format(bytes / MB)} MB`;
}
