/**
 * A file can be dropped anywhere on the page: the window takes the drop, so a
 * near miss never makes the browser open the file and leave the page.
 * Returns whether a file is being dragged over the page.
 */
import { useEffect, useState } from "react";

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");

export function useFileDrop(onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when the drag left the window.
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: DragEvent) => {
      if (hasFiles(e) && --depth <= 0) {
        depth = 0;
        setDragging(false);
      }
    };
    const drop = (e: DragEvent) => {
      const dropped = e.dataTransfer?.files?.[0];
      depth = 0;
      setDragging(false);
      if (!dropped) return;
      e.preventDefault();
      onFile(dropped);
    };
    const listeners = { dragenter: enter, dragover: over, dragleave: leave, drop } as const;
    for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener as EventListener);
    };
  }, [onFile]);
  return dragging;
}
