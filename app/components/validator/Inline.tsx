/** Report text with `code` spans (the validator's only markup) rendered as <code>. */
export function Inline({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return <>{parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}
