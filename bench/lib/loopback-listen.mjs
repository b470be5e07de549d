/**
 * Preloaded into the server a benchmark starts (`node --import`): a listen on
 * a port without a host, as `npm start` does (server/index.ts), is held to
 * 127.0.0.1, so a benchmark never opens a port to the network. Listens that
 * name their host are left as they are.
 */
import net from "node:net";

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (typeof args[0] === "number" && typeof args[1] !== "string") args.splice(1, 0, "127.0.0.1");
  return listen.apply(this, args);
};
