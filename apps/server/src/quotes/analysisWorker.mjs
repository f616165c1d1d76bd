// A thread of the analysis pool. It loads the TypeScript through tsx's API: the server runs under tsx, whose
// loader its threads inherit, but vitest's workers do not have it, so the thread brings its own either way.
import { tsImport } from 'tsx/esm/api';

const { analyseTail } = await tsImport('./tailAnalysis.ts', import.meta.url);

export default analyseTail;
