/**
 * XML feeds as other tools write them: a feed correctly declared in
 * ISO-8859-1 (or Windows-1252) is read in its declared encoding, from a file
 * (command line and the page's file input) and from pasted text, so its
 * accents never turn into false findings; the encoding itself is still one
 * error. A required tag missing while its content sits under another shape
 * (nested, other capitals, another portal's name) says what is there.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateBytes, validatePayload } from "../src/report/validate";
import { APARTMENT, YEAR, xmlText } from "./fixtures";

const accented = { ...APARTMENT, SubTipoImovel: "Casa Padrão", TituloAnuncio: "Casa térrea no Jardim Botânico", Observacao: "Ótima casa, três dormitórios." };
const declared = (encoding: string) => xmlText([{ tags: accented }], `<?xml version="1.0" encoding="${encoding}"?>`);
const latin1Bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("a feed declared in another encoding", () => {
  it.each(["ISO-8859-1", "iso-8859-1", "windows-1252", "latin1"])(
    "%s: read as declared, so accented values are what the author wrote; the encoding is one error",
    (encoding) => {
      const report = validateBytes(latin1Bytes(declared(encoding)), { currentYear: YEAR });
      expect(report.findings.filter((f) => f.ad)).toEqual([]);
      expect(report.findings.map((f) => f.rule)).toEqual(["xml.encoding"]);
      expect(report.findings[0].message).toContain(`encoding="${encoding}"`);
      expect(JSON.stringify(report)).not.toContain("\uFFFD");
      expect(report).toMatchObject({ adCount: 1, passing: 1, accepted: false });
    },
  );

  it("the summary says the Imovel passes its own checks and the file has an error, never that the ads could not be read", () => {
    const report = validateBytes(latin1Bytes(declared("ISO-8859-1")), { currentYear: YEAR });
    expect(report.summary).toEqual([
      "O imóvel passa nas verificações de cada imóvel, mas o envio tem erro.",
      "O arquivo inteiro tem erro, listado abaixo: corrija-o antes que o marketplace leia o arquivo de novo.",
    ]);
  });

  it("pasted as text (already decoded), it is not decoded a second time", () => {
    const report = validatePayload(declared("ISO-8859-1"), { currentYear: YEAR });
    expect(report.findings.map((f) => f.rule)).toEqual(["xml.encoding"]);
  });

  it("an encoding the platform does not know is read as UTF-8 and still reported", () => {
    const report = validateBytes(new TextEncoder().encode(declared("x-desconhecida")), { currentYear: YEAR });
    expect(report.findings.map((f) => f.rule)).toEqual(["xml.encoding"]);
  });

  describe("from the command line", () => {
    const dir = mkdtempSync(join(tmpdir(), "validador-xml-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    it("names no subtype as unknown and exits 1 for the encoding alone", () => {
      const path = join(dir, "feed latin1.xml");
      writeFileSync(path, latin1Bytes(declared("ISO-8859-1")));
      const result = spawnSync(process.execPath, ["--import", "tsx", join(__dirname, "../../../scripts/validate.ts"), path], {
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.stdout).toContain('declara `encoding="ISO-8859-1"`');
      expect(result.stdout).not.toContain("SubTipoImovel");
      expect(result.stdout).not.toContain("\uFFFD");
      expect(result.status).toBe(1);
    });
  });
});

describe("a required tag missing while its content is there under another shape", () => {
  const without = (tags: string[]) => Object.fromEntries(Object.entries(APARTMENT).filter(([tag]) => !tags.includes(tag)));
  const missing = (extra: string, tags: string[]) =>
    validatePayload(xmlText([{ tags: without(tags), extra }]), { currentYear: YEAR }).findings.filter((f) => f.rule === "xml.tag-required");

  it("<Endereco><CEP> and <Descricao>: each message says what is there, each fix how to move or rename it", () => {
    const [cep, observacao] = missing(
      "      <Endereco><Logradouro>Rua A</Logradouro><CEP>22041-001</CEP></Endereco>\n      <Descricao>Apartamento claro.</Descricao>",
      ["CEP", "Observacao"],
    );
    expect(cep.field).toBe("CEP");
    expect(cep.message).toContain("`<Endereco><CEP>`");
    expect(cep.fix).toContain("fora de `<Endereco>`");
    expect(observacao.field).toBe("Observacao");
    expect(observacao.message).toContain("`<Descricao>`");
    expect(observacao.fix).toContain("Renomeie `<Descricao>` para `<Observacao>`");
  });

  it("other capitals or accents: the tag as written is named", () => {
    const [cep] = missing("      <Cep>22041-001</Cep>", ["CEP"]);
    expect(cep.fix).toContain("Renomeie `<Cep>` para `<CEP>`");
  });

  it("with nothing alike in the Imovel, the plain message stays", () => {
    const [cep] = missing("", ["CEP"]);
    expect(cep.message).toBe("`<CEP>` obrigatória ausente");
  });
});
