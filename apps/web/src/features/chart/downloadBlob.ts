/** Saves a blob as a file through a temporary link, the way browsers allow a page to start a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the URL by the next task; keeping it would hold the blob for the page's life.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
