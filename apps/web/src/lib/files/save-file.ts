/** Hands a file made or downloaded in the browser to the browser's save, through a short-lived object URL. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over; revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
