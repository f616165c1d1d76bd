/** The single executable's entry: the font it carries is handed to the renderer before the assistant starts. */
import './packagedFont.js';
import '../src/main.js';
