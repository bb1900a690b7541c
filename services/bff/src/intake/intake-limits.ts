/** How much of a BFF process's memory intake may hold, and in which form. */

/** In memory up to this size per file (bank statements are often smaller); larger ones spool to disk. */
export const MEMORY_MAX_FILE_BYTES = 1024 * 1024;

/**
 * Uploads held in memory per BFF process: 48 MiB, next to the 20 maximum-size submissions of the
 * memory bench (bench/memory.ts) that must stay under 300 MB of RSS; beyond it files spool to disk.
 */
export const INTAKE_MEMORY_BYTES = 48 * 1024 * 1024;

/**
 * The memory the PDF checks running at once may claim, each its qpdf bound (pdfLimitsFor): two
 * checks of large files (2 x 128 MiB), or five of small ones (48 MiB each), which the pod's memory
 * limit allows for (k8s/base/bff.yaml). A count of checks would hold small files to the pace of two
 * at a time while most of a check is waiting for its process. The check thread parses qpdf's JSON
 * within its own heap bound.
 */
export const PDF_CHECK_MEMORY_BYTES = 2 * 128 * 1024 * 1024;
export const PDF_CHECK_JUDGE_MEMORY_MB = 128;
