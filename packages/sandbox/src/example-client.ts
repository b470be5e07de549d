/**
 * The OAuth dance of the sandbox's example client, as an integrator's code does it: the reader approves on
 * the consent page, the redirect carries a code, the code is traded for an access token. The samples
 * runner, the benchmark and the tests all sign in this way.
 */
import { EXAMPLE_CLIENT } from "./state";

export interface ExampleSignIn {
  scope?: string;
  /** The advertiser account that approves (the sandbox's default one when absent). */
  account?: string;
}

/** A fresh authorization code for the example client, approved on the consent page. */
export async function exampleAuthorizationCode(base: string, { scope = "autoupload autoservice chat basic_user_info", account }: ExampleSignIn = {}) {
  const form = new URLSearchParams({ client_id: EXAMPLE_CLIENT.id, response_type: "code", scope, ...(account ? { account } : {}), decision: "approve" });
  const back = await fetch(`${base}/oauth/consent`, { method: "POST", body: form, redirect: "manual" });
  return new URL(back.headers.get("location")!).searchParams.get("code")!;
}

/** An access token for the example client, from a code approved with `signIn`. */
export async function exampleAccessToken(base: string, signIn: ExampleSignIn = {}): Promise<string> {
  const body = new URLSearchParams({
    code: await exampleAuthorizationCode(base, signIn),
    client_id: EXAMPLE_CLIENT.id,
    client_secret: EXAMPLE_CLIENT.secret,
    redirect_uri: EXAMPLE_CLIENT.redirectUri,
    grant_type: "authorization_code",
  });
  return ((await (await fetch(`${base}/oauth/token`, { method: "POST", body })).json()) as { access_token: string }).access_token;
}
