/**
 * One running sandbox: its state, clock, rate limiter and options, the
 * clock's tick (ads move, notifications go out) and the state file.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { LIMITS, RATE_LIMIT } from "../../../domain/api-catalogue/index";
import { advanceAds } from "./ads";
import { renewPlan } from "./bumps";
import { sandboxClock, type Clock } from "./clock";
import { notify } from "./deliveries";
import { RateLimiter } from "./rate-limit";
import { initialState, parseState, type Account, type Delivery, type SandboxState } from "./state";

const IMPORT_TOKEN_MS = LIMITS.importTokenDays * 24 * 60 * 60 * 1000;

export interface SandboxOptions {
  /** Keep the state in this file across restarts. */
  stateFile?: string;
  /** Requests per minute per IP before the block (default: the documented 5000). */
  rateLimit?: number;
  /** How long one step of an ad's processing takes on the sandbox clock (default 60 s). */
  stepSeconds?: number;
  /** Plan of the default account. */
  adsTotal?: number;
  bumpsTotal?: number;
  /** Keep a line for every answer to a catalogued call (the sample runner reads them). */
  recordAnswers?: boolean;
  /** Only for tests: the wall clock. */
  wall?: () => number;
}

export class Sandbox {
  readonly state: SandboxState;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
  readonly stepMs: number;
  private inFlight = new Set<Promise<unknown>>();
  /** With recordAnswers: each catalogued call answered, in order. */
  readonly answers: { operation: string; status: number }[] = [];

  constructor(readonly options: SandboxOptions = {}) {
    const wall = options.wall ?? Date.now;
    this.state = options.stateFile ? loadOrCreate(options.stateFile, wall(), options) : initialState(wall(), options);
    this.clock = sandboxClock(this.state, wall);
    this.stepMs = (options.stepSeconds ?? 60) * 1000;
    this.limiter = new RateLimiter({
      requests: options.rateLimit ?? RATE_LIMIT.requests,
      windowMs: RATE_LIMIT.perSeconds * 1000,
      blockMs: RATE_LIMIT.blockedMinutes * 60_000,
    });
  }

  now() {
    return this.clock.now();
  }

  /** Applies what is due on the clock; the notifications it causes are sent in the background (see settle). */
  tick() {
    const now = this.now();
    for (const account of Object.values(this.state.accounts)) renewPlan(account.plan, now);
    // An import token answers 404 after 7 days: nothing is kept for it after that.
    for (const [token, batch] of Object.entries(this.state.imports)) if (now - batch.createdAt > IMPORT_TOKEN_MS) delete this.state.imports[token];
    const events = advanceAds(this.state, now, this.stepMs);
    if (events.length) this.track(notify(this.state, events, now));
  }

  /** Keeps a delivery in flight known, so a control call can wait for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** Resolves once every delivery started so far has finished. */
  async settle(): Promise<Delivery[]> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
    return this.state.deliveries;
  }

  account(id: string): Account | undefined {
    return Object.hasOwn(this.state.accounts, id) ? this.state.accounts[id] : undefined;
  }

  /** Writes the state file whole (a temporary file renamed), when there is one. */
  save() {
    const file = this.options.stateFile;
    if (!file) return;
    writeFileSync(`${file}.tmp`, JSON.stringify(this.state));
    renameSync(`${file}.tmp`, file);
  }
}

function loadOrCreate(file: string, now: number, options: SandboxOptions): SandboxState {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return initialState(now, options);
    throw new Error(`${file}: não foi possível ler o estado (${(error as Error).message})`);
  }
  return parseState(text, file);
}
