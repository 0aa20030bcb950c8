/** A file's size as people read it: 812 KB, 2.5 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
}

/** "5 downloads left", "1 download left". */
export const downloadsLeft = (n: number) => `${n} download${n === 1 ? '' : 's'} left`
