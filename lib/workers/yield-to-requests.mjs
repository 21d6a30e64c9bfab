// Imported first by every worker thread of heavy work (lib/print/pdf-worker.mjs,
// lib/history/import/import-worker.mjs): the thread yields the CPU to the thread that answers
// requests and judges online games whenever both want it, so a PDF or an import takes a little
// longer on a busy machine, and a page or a shout isn't answered late behind one. Only on Linux,
// where a priority set without a process id is the calling thread's own; elsewhere it would be
// the whole process's.
import { constants, setPriority } from "node:os";

if (process.platform === "linux") setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
