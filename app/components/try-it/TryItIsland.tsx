/**
 * The "Testar" panel of an endpoint block (data-island="try-it", written by
 * plugins/api-catalogue/try-it.ts): the call's documented example, editable,
 * sent to a base URL the reader chooses (the local sandbox by default), with
 * the answer's status, headers and body and the curl line of what was sent.
 * The token and the base URL are kept in sessionStorage only: they last as
 * long as the tab, are shared by the panels of every page in it, and go to
 * nowhere but the chosen base URL.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { DEFAULT_BASE_URL, TOKEN_PLACEHOLDER, type TryRequest } from "../../../plugins/api-catalogue/try-it-request";
import { send, type Outcome } from "./send";

const TOKEN_KEY = "portal:testar:token";
const BASE_KEY = "portal:testar:base";

/** sessionStorage, or nothing when the browser refuses it (private modes, storage off). */
function stored(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, value: string) {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Not kept: the panel still works for this page.
  }
}

/** The example the build wrote into data-request; undefined when it is not one. */
function parseRequest(json: string | undefined): TryRequest | undefined {
  try {
    const value = JSON.parse(json ?? "") as TryRequest;
    return typeof value.method === "string" && typeof value.path === "string" && Array.isArray(value.headers) ? value : undefined;
  } catch {
    return undefined;
  }
}

const headerText = (headers: [string, string][]) => headers.map(([name, value]) => `${name}: ${value}`).join("\n");

export default function TryItIsland({ dataset }: { dataset: Readonly<Record<string, string | undefined>> }) {
  const example = parseRequest(dataset.request);
  if (!example) return <p className="try-it-note">O exemplo desta chamada não pôde ser lido; recarregue a página.</p>;
  return <TryIt example={example} />;
}

function TryIt({ example }: { example: TryRequest }) {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState(() => stored(BASE_KEY) ?? DEFAULT_BASE_URL);
  const [token, setToken] = useState(() => stored(TOKEN_KEY) ?? "");
  const [path, setPath] = useState(example.path);
  const [headers, setHeaders] = useState(headerText(example.headers));
  const [body, setBody] = useState(example.body);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const result = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const next = await send({ baseUrl, token, method: example.method, path, headers, body });
    // The answer is what the reader waits for: committed at once, so focus can move to it.
    flushSync(() => {
      setBusy(false);
      setOutcome(next);
    });
    result.current?.focus();
  };
  const reset = () => {
    setPath(example.path);
    setHeaders(headerText(example.headers));
    setBody(example.body);
    setOutcome(undefined);
  };

  return (
    <form className="try-it-form" onSubmit={submit} noValidate>
      <StoredField id={`${id}-base`} label="Endereço do sandbox" type="url" value={baseUrl} onChange={setBaseUrl} storageKey={BASE_KEY}>
        O sandbox local responde em {DEFAULT_BASE_URL} (mude a porta se o iniciou em outra). O pedido vai só para este endereço.
      </StoredField>
      <StoredField id={`${id}-token`} label="Token de acesso" type="password" value={token} onChange={setToken} storageKey={TOKEN_KEY}>
        Substitui {TOKEN_PLACEHOLDER} no pedido. Fica só nesta aba do navegador (some ao fechá-la) e é enviado só ao endereço acima.
      </StoredField>
      <div className="try-it-row">
        <label htmlFor={`${id}-path`}>
          <span className="try-it-method">{example.method}</span> Caminho
        </label>
        <input id={`${id}-path`} type="text" value={path} onChange={(e) => setPath(e.target.value)} spellCheck={false} autoComplete="off" translate="no" />
      </div>
      <div className="try-it-row">
        <label htmlFor={`${id}-headers`}>Cabeçalhos (um por linha)</label>
        <textarea
          id={`${id}-headers`}
          value={headers}
          onChange={(e) => setHeaders(e.target.value)}
          rows={Math.max(2, example.headers.length + 1)}
          spellCheck={false}
          translate="no"
        />
      </div>
      {body !== undefined && (
        <div className="try-it-row">
          <label htmlFor={`${id}-body`}>Corpo</label>
          <textarea
            id={`${id}-body`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={Math.min(16, body.split("\n").length + 1)}
            spellCheck={false}
            translate="no"
          />
        </div>
      )}
      <div className="try-it-actions">
        <button type="submit" className="try-it-send" disabled={busy}>
          {busy ? "Enviando…" : "Enviar"}
        </button>
        <button type="button" className="try-it-reset" onClick={reset}>
          Restaurar o exemplo
        </button>
      </div>
      <div ref={result} tabIndex={-1} className="try-it-result" aria-live="polite">
        {outcome && <OutcomeView outcome={outcome} />}
      </div>
    </form>
  );
}

/** A box that may scroll must be reachable by keyboard, and then say what it holds. */
const scrollable = (name: string) => ({ tabIndex: 0, role: "region", "aria-label": name });

interface StoredFieldProps {
  id: string;
  label: string;
  type: "url" | "password";
  value: string;
  onChange(value: string): void;
  /** Where the tab keeps what was typed (sessionStorage), so a reload keeps it. */
  storageKey: string;
  /** The hint under the field. */
  children: ReactNode;
}

/** A labelled field whose value the tab remembers, with its hint. */
function StoredField({ id, label, type, value, onChange, storageKey, children }: StoredFieldProps) {
  return (
    <div className="try-it-row">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          store(storageKey, e.target.value);
        }}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="try-it-hint">
        {children}
      </p>
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const curl = outcome.curl && (
    <>
      <p className="try-it-heading">Comando curl do que foi enviado</p>
      <pre className="try-it-curl" {...scrollable("Comando curl")}>
        <code translate="no">{outcome.curl}</code>
      </pre>
    </>
  );
  if (outcome.kind === "error") {
    return (
      <>
        <p className="try-it-error" role="alert">
          {outcome.message}
        </p>
        {curl}
      </>
    );
  }
  const { answer } = outcome;
  return (
    <>
      <p className="try-it-status" data-status={answer.status}>
        Resposta: <strong>{answer.status}</strong> {answer.statusText}
      </p>
      <p className="try-it-heading">Cabeçalhos</p>
      <pre className="try-it-answer-headers" {...scrollable("Cabeçalhos da resposta")}>
        <code translate="no">{headerText(answer.headers)}</code>
      </pre>
      <p className="try-it-heading">Corpo</p>
      <pre className="try-it-answer-body" {...scrollable("Corpo da resposta")}>
        <code translate="no">{answer.body || "(sem corpo)"}</code>
      </pre>
      {curl}
    </>
  );
}
