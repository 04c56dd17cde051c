export type DragDepthEvent = 'enter' | 'leave' | 'drop' | 'reset';

/**
 * How deep a file drag is inside an element: dragenter and dragleave fire for every child crossed,
 * so the drag is over the element while the count is above 0. A drop or a reset ends it; a stray
 * leave (browsers differ) never takes it below 0.
 */
export function nextDragDepth(depth: number, event: DragDepthEvent): number {
  switch (event) {
    case 'enter':
      return depth + 1;
    case 'leave':
      return Math.max(0, depth - 1);
    case 'drop':
    case 'reset':
      return 0;
  }
}

/** Whether a drag carries files (not text, links or elements of the page): its types include 'Files'. */
export function isFileDrag(types: Iterable<string> | ArrayLike<string> | null | undefined): boolean {
  return types ? Array.from(types).includes('Files') : false;
}
