/** A text with the reader's words highlighted (<mark>), as the engine found them. */
import type { MarkedText } from "../highlight";

export function Marked({ value }: { value: MarkedText }) {
  const parts: JSX.Element[] = [];
  let at = 0;
  value.marks.forEach(([start, end], i) => {
    if (start > at) parts.push(<span key={`t${i}`}>{value.text.slice(at, start)}</span>);
    parts.push(
      <mark key={`m${i}`} className="rounded-sm bg-accent-soft px-0.5 font-semibold text-accent">
        {value.text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < value.text.length) parts.push(<span key="rest">{value.text.slice(at)}</span>);
  return <>{parts}</>;
}
