/**
 * The validator's text box with line numbers: a gutter beside the textarea,
 * kept in step with its scroll, where the lines that have findings take
 * their severity's colour, and a band behind the line a finding was opened
 * at ("ir para a linha"). Lines never wrap (wrap="off"), so line N is always
 * N line-heights down. Only the numbers in view are drawn: a 1 MB file has
 * tens of thousands of lines. The gutter is a visual aid, hidden from
 * screen readers: the findings list says the same in words.
 */
import { useLayoutEffect, useMemo, useState, type ComponentProps, type RefObject } from "react";
import type { Finding } from "../../../packages/validador/src/index";

/** Pixel metrics shared by the textarea and the gutter, so the numbers sit on their lines. */
const LINE_HEIGHT = 22;
const PADDING = 12;

const NUMBER_COLOUR: Record<Finding["severity"], string> = {
  error: "font-bold text-[rgb(var(--c-danger-title))]",
  warning: "font-bold text-[rgb(var(--c-warning-title))]",
  info: "",
};

const countLines = (text: string) => {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
};

type Props = Omit<ComponentProps<"textarea">, "ref" | "value"> & {
  textareaRef: RefObject<HTMLTextAreaElement>;
  value: string;
  marks: Map<number, Finding["severity"]>;
  /** The line a finding was opened at. */
  current?: number;
};

/** Scrolls the box so `line` shows with two lines above it. */
export function scrollToLine(box: HTMLTextAreaElement, line: number) {
  box.scrollTop = Math.max(0, (line - 3) * LINE_HEIGHT);
}

export function NumberedTextarea({ textareaRef, value, marks, current, className, ...props }: Props) {
  const [view, setView] = useState({ top: 0, height: 0 });
  const lines = useMemo(() => countLines(value), [value]);

  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    const sync = () => setView({ top: box.scrollTop, height: box.clientHeight });
    sync();
    box.addEventListener("scroll", sync, { passive: true });
    // The reader may drag the box taller.
    const resized = new ResizeObserver(sync);
    resized.observe(box);
    return () => {
      box.removeEventListener("scroll", sync);
      resized.disconnect();
    };
  }, [textareaRef]);

  const first = Math.max(0, Math.floor((view.top - PADDING) / LINE_HEIGHT));
  const last = Math.min(lines, Math.ceil((view.top + view.height) / LINE_HEIGHT) + 1);
  const y = (line: number) => PADDING + (line - 1) * LINE_HEIGHT - view.top;
  const numbers = [];
  for (let line = first + 1; line <= last; line++) {
    const severity = marks.get(line);
    numbers.push(
      <span
        key={line}
        className={`absolute right-2 ${severity ? NUMBER_COLOUR[severity] : ""} ${line === current ? "text-[rgb(var(--c-fg-strong))]" : ""}`}
        style={{ top: y(line) }}
        data-line={line}
        data-severity={severity}
      >
        {line}
      </span>,
    );
  }

  return (
    <div
      className="validator-editor relative flex overflow-hidden rounded-md border border-line bg-bg font-mono text-[0.875rem]"
      style={{ lineHeight: `${LINE_HEIGHT}px` }}
    >
      <div
        className="relative flex-none select-none border-r border-line bg-soft text-right text-muted"
        style={{ width: `calc(${String(lines).length}ch + 1.25rem)` }}
        aria-hidden="true"
        data-testid="validator-gutter"
      >
        {numbers}
      </div>
      <div className="relative min-w-0 flex-1">
        {current !== undefined && current <= lines ? (
          <div
            className="pointer-events-none absolute inset-x-0 bg-[rgb(var(--c-accent)/0.14)] shadow-[inset_3px_0_0_rgb(var(--c-accent))]"
            style={{ top: y(current), height: LINE_HEIGHT }}
            data-testid="validator-current-line"
          />
        ) : null}
        <textarea
          ref={textareaRef}
          value={value}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          className={`relative block w-full resize-y border-0 bg-transparent text-fg placeholder:text-muted ${className ?? ""}`}
          style={{ lineHeight: `${LINE_HEIGHT}px`, padding: PADDING }}
          {...props}
        />
      </div>
    </div>
  );
}
