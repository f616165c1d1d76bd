// A thread of the alert picture pool; like the analysis pool's, it loads the TypeScript through tsx's API itself.
import { tsImport } from 'tsx/esm/api';

const { renderPicture } = await tsImport('./pictureRender.ts', import.meta.url);

export default renderPicture;
