/** The chart's drawing tools. */
export const en = {
  tools: {
    trend: 'Trend line',
    horizontal: 'Horizontal line',
    ray: 'Ray',
    rectangle: 'Rectangle',
    fibonacci: 'Fibonacci retracement',
    note: 'Text note',
  },
  magnet: 'Magnet: snap to open, high, low or close',
  delete: 'Delete the selected drawing (Delete key)',
  editText: "Edit the selected note's text (or double-click the note)",
  draw: 'Drawing tools',
  /** The phone's drawing menu, where no key stands behind a command. */
  menu: { magnet: 'Magnet (snap to open, high, low, close)', editText: 'Edit text', delete: 'Delete drawing' },
  noteTitle: 'Text note',
  noteEditTitle: 'Edit text note',
  noteLabel: 'Note',
  noteSave: 'Place note',
  noteUpdate: 'Save note',
  hint: {
    one: 'Click on the price pane to place it, Esc cancels',
    two: 'Click the first point, then the second; Esc cancels',
    oneTouch: 'Tap the price pane to place it',
    twoTouch: 'Tap the first point, then the second',
  },
};
