import { describe, expect, it } from "vitest";
import { checkBaseUrl, parseHeaders, requestToSend } from "./send";

const edited = {
  baseUrl: "http://127.0.0.1:4010",
  token: "",
  method: "PUT",
  path: "/autoupload/import",
  headers: "Content-Type: application/json",
  body: '{"access_token": "SEU_ACCESS_TOKEN"}',
};

describe("what the Testar panel sends", () => {
  it("goes to the local sandbox on any port, and nowhere else", () => {
    expect(checkBaseUrl("http://localhost:4811/")).toEqual({ origin: "http://localhost:4811" });
    expect(checkBaseUrl("https://apps.classificados.example")).toMatchObject({ error: expect.stringContaining("só envia para o sandbox neste computador") });
    expect(checkBaseUrl("127.0.0.1:4010")).toMatchObject({ error: expect.stringContaining("http://") });
    expect(checkBaseUrl("ftp://127.0.0.1")).toMatchObject({ error: expect.stringContaining("http://") });
    expect(checkBaseUrl("não é url")).toMatchObject({ error: expect.stringContaining("não é um endereço") });
  });

  it("keeps the path on the chosen base URL", () => {
    expect(requestToSend({ ...edited, path: "//outro-host.example/x" })).toEqual({ error: "O caminho precisa ficar no endereço escolhido." });
    expect(requestToSend({ ...edited, path: "autoupload/import" })).toEqual({ error: "O caminho precisa começar com /." });
  });

  it("puts the reader's token where the example shows SEU_ACCESS_TOKEN, escaped for the body", () => {
    const json = requestToSend({ ...edited, token: 'a"b' });
    expect("request" in json && JSON.parse(json.request.body!)).toEqual({ access_token: 'a"b' });
    const bearer = requestToSend({ ...edited, token: "t1", headers: "Authorization: Bearer SEU_ACCESS_TOKEN" });
    expect("request" in bearer && bearer.request.headers).toEqual([["Authorization", "Bearer t1"]]);
    const form = requestToSend({ ...edited, token: "a&b", headers: "Content-Type: application/x-www-form-urlencoded", body: "access_token=SEU_ACCESS_TOKEN" });
    expect("request" in form && new URLSearchParams(form.request.body).get("access_token")).toBe("a&b");
    const none = requestToSend(edited);
    expect("request" in none && none.request.body).toContain("SEU_ACCESS_TOKEN");
  });

  it("names the header line that is not 'Name: value'", () => {
    expect(parseHeaders("Accept: */*\n\nsem dois pontos")).toEqual({ error: "Linha 3 dos cabeçalhos: escreva “Nome: valor”." });
  });
});
