/**
 * The limits of the CSV import (decision 0093), plain values the owner's app imports without any
 * schema code: the form field of the file, the most bytes and products a file may hold, and how many
 * rows one transaction writes.
 */
export const CSV_FIELD = 'file'
export const CSV_MAX_BYTES = 20 * 1024 * 1024
export const CSV_MAX_ROWS = 50_000
export const CSV_IMPORT_BATCH = 500
