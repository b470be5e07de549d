/** For the server's tests: an Express app listening on a free loopback port, its origin and a way to stop it. */
import type { Express } from "express";
import type { AddressInfo } from "node:net";

export async function listenOnLoopback(app: Express): Promise<{ origin: string; close: () => void }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
