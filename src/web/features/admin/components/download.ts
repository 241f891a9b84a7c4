/** Saves a Blob as a file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
