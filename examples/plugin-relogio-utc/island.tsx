/**
 * The island itself (app/islands.tsx mounts it over the directive's text).
 * Plain paragraphs, styled by the page around them (the portal's prose, or an
 * admonition the page puts it in); the button's classes are ones the portal's
 * stylesheet already has, since the portal's CSS build does not read packages.
 * The announcement (role="status") changes twice, when the block starts and
 * when it ends, never every second, so a screen reader is not talked over.
 */
import { useEffect, useState } from "react";
import type { IslandProps } from "portal-plugin";
import { BLOCK_MINUTES, blockWindow, bothZones } from "./block-window";

/** The time now, again every second while the island is shown. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function RelogioUtc(_: IslandProps) {
  const now = useNow();
  const [blockedAt, setBlockedAt] = useState<number>();
  const block = blockedAt === undefined ? undefined : blockWindow(blockedAt, now);
  return (
    <div data-relogio-utc>
      <p>
        Agora: <time dateTime={new Date(now).toISOString()}>{bothZones(now)}</time>
      </p>
      <p>
        <button type="button" className="font-medium text-accent underline" onClick={() => setBlockedAt(Date.now())}>
          {block ? "Recebi outro 429: contar de novo" : "Recebi um 429 agora"}
        </button>
      </p>
      <p role="status">
        {block &&
          (block.left
            ? `Bloqueio de ${BLOCK_MINUTES} minutos até ${block.endsAt}.`
            : `O bloqueio terminou às ${block.endsAt}: pode retomar as chamadas, em ritmo menor.`)}
      </p>
      {block?.left && <p>Faltam {block.left}.</p>}
    </div>
  );
}
