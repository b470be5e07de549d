/** The not-found layout (spec §2): 404 Not Found, a random witty line, Voltar and home buttons. */
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { isStaticExport } from "../static-export";
import { errorTitle } from "./error-title";

export const WITTY_MESSAGES = [
  "Esta página foi destacada tanto que saiu do topo da lista.",
  "Procuramos em todas as categorias, até em barcos e aeronaves. Nada.",
  "O token desta página expirou há mais de 7 dias.",
  "Parece que este anúncio foi vendido antes de você chegar.",
  "Recebemos 404 requisições por minuto para esta página. Nenhuma encontrou nada.",
  "Esta URL não passou na moderação: REFUSED_SUSPECT_LINK.",
  "Nem o webhook de status sabe onde esta página foi parar.",
];

export const randomWittyIndex = () => Math.floor(Math.random() * WITTY_MESSAGES.length);

export function NotFound({ status = 404, witty = 0, messages = [] }: { status?: number; witty?: number; messages?: string[] }) {
  // The server picks the line per request; exported HTML was picked once at
  // export time, so there the browser picks again after hydration. The lines
  // come with the loader data, so the browser bundle does not carry them.
  const [message, setMessage] = useState(messages[witty % messages.length]);
  useEffect(() => {
    if (isStaticExport()) setMessage(messages[Math.floor(Math.random() * messages.length)]);
  }, [messages]);
  return (
    <div className="not-found mx-auto max-w-xl py-12 text-center tablet:py-20" data-status={status}>
      <p className="not-found-code" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{errorTitle(status)}</h1>
      <p className="mt-4 text-lg text-muted" data-witty="">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => window.history.back()}>
          Voltar
        </button>
        <Link to="/" className="btn btn-primary">
          Ir para a página inicial
        </Link>
      </div>
    </div>
  );
}
