/**
 * The development server's whole-site builds, on a worker thread of their own. After each save the site is
 * built again whole (search index, folder pages, feeds: what derives from every page), which takes seconds;
 * on the server's thread it held back every request and the next save meanwhile. Here the server's thread
 * only receives the result, and serves from it (app/content.server.ts, buildWholeSiteWith).
 *
 * One worker per generation of the server's modules (server/dev/index.ts): it loads the plugins, the
 * catalogue and the engine once, as they were when the generation started, and keeps them (and what they keep:
 * the highlighter, the git dates of plugins/last-updated.ts) from one build to the next. A code change makes a
 * new generation, hence a new worker with the new code.
 *
 * The same file is the worker's code: the worker loads it again, with tsx registered first (a worker does not
 * inherit the --import hooks of the thread that starts it).
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type * as ContentServer from "../../app/content.server";

type WholeBuild = Awaited<ReturnType<typeof ContentServer.buildWholeSite>>;
type Answer = { id: number; built: WholeBuild; error?: undefined } | { id: number; error: string };

const ROLE = "portal-dev-full-build";

export interface FullBuilder {
  /** One whole build on the worker thread: what buildWholeSite returns there. */
  build(): Promise<WholeBuild>;
  /** Ends the worker (its generation is replaced). */
  stop(): Promise<void>;
}

/** The script that starts the worker: tsx first, then this module, which sees its role and serves builds. */
const bootScript = () =>
  `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;

/** A worker started on the first build, ended by `stop`; one that fails fails the builds it owed, and the next build starts a new one. */
export function fullBuilder(): FullBuilder {
  let worker: Worker | undefined;
  let lastId = 0;
  const owed = new Map<number, { resolve(built: WholeBuild): void; reject(error: Error): void }>();
  const fail = (failed: Worker, error: Error) => {
    if (worker !== failed) return; // one stopped on purpose, or already replaced
    for (const { reject } of owed.values()) reject(error);
    owed.clear();
    worker = undefined;
  };
  const start = () => {
    const started = new Worker(bootScript(), { eval: true, workerData: { role: ROLE } });
    // The server's own exit must not wait for an idle worker.
    started.unref();
    started.on("message", (answer: Answer) => {
      const waiting = owed.get(answer.id);
      owed.delete(answer.id);
      if (answer.error === undefined) waiting?.resolve(answer.built);
      else waiting?.reject(new Error(answer.error));
    });
    started.on("error", (error) => fail(started, error));
    started.on("exit", (code) => fail(started, new Error(`a montagem do site em segundo plano parou (código ${code})`)));
    return started;
  };
  return {
    build() {
      worker ??= start();
      const id = ++lastId;
      const answer = new Promise<WholeBuild>((resolve, reject) => owed.set(id, { resolve, reject }));
      worker.postMessage(id);
      return answer;
    },
    async stop() {
      const ending = worker;
      worker = undefined;
      await ending?.terminate();
    },
  };
}

/** The worker's side: each message asks for one whole build, answered with its id. */
async function serveBuilds(port: NonNullable<typeof parentPort>) {
  const { buildWholeSite } = (await import("../../app/content.server")) as typeof ContentServer;
  port.on("message", async (id: number) => {
    try {
      port.postMessage({ id, built: await buildWholeSite() } satisfies Answer);
    } catch (error) {
      port.postMessage({ id, error: (error as Error).message } satisfies Answer);
    }
  });
}

if (!isMainThread && parentPort && (workerData as { role?: string } | null)?.role === ROLE) await serveBuilds(parentPort);
