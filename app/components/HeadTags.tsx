/** Head tags contributed by plugins (inline scripts, third-party scripts, styles). */
import { createElement } from "react";
import type { HeadTag } from "../../core/types";

export function HeadTags({ tags }: { tags: HeadTag[] }) {
  return (
    <>
      {tags.map((t, i) =>
        createElement(t.tag, {
          key: `${t.tag}-${i}`,
          ...t.attrs,
          ...(t.content ? { dangerouslySetInnerHTML: { __html: t.content } } : {}),
        }),
      )}
    </>
  );
}
