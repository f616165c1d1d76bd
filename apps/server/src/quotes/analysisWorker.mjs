// A thread of the analysis pool. It loads the TypeScript through tsx's API: the server runs under tsx, whose
// loader its threads inherit, but vitest's workers do not have it, so the thread brings its own either way.
import { Piscina } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { analyseTail } = await tsImport('./tailAnalysis.ts', import.meta.url);

/** The kept values are already this thread's own copy: moved to the event loop, not copied a second time. */
export default function analyse(task) {
  const tail = analyseTail(task);
  return Piscina.move({ [Piscina.transferableSymbol]: [tail.block.buffer], [Piscina.valueSymbol]: tail });
}
