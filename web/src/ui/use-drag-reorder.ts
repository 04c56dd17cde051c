import { useState, type DragEvent } from 'react';

/**
 * Reordering a list by dragging its rows with the pointer (the rows' move up/down buttons are the
 * keyboard's way): spread `rowProps(index)` on each row; `onMove(from, to)` when one is dropped on another.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const rowProps = (index: number) => ({
    draggable: true,
    'data-dragging': dragged === index || undefined,
    'data-drop-target': over === index && dragged !== index ? true : undefined,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts no drag without data.
      event.dataTransfer.setData('text/plain', String(index));
      setDragged(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) onMove(dragged, index);
      end();
    },
    onDragEnd: end,
  });
  return { rowProps };
}
