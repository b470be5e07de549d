/**
 * /.well-known/security.txt (RFC 9116): where a security researcher reports
 * a flaw in the portal or the marketplace's API, and until when that
 * information holds. A plugin in its own package, built on the public
 * contract alone (`portal-plugin`), as a third party would write one.
 */
import { definePlugin, z } from "portal-plugin";

/** An address a report can go to: e-mail, a web form or a phone (RFC 9116 §2.5.3). */
const contact = z.string().regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+|tel:\+?[\d-]+)$/, "use mailto:, https:// ou tel:");

const options = z
  .object({
    /** Where to report, in order of preference; at least one. */
    contact: z.array(contact).min(1),
    /** Until when the file holds, ISO 8601 with time zone ("2027-06-30T23:59:59Z"); the RFC advises less than a year ahead. */
    expires: z.string().datetime({ offset: true }),
    /** Languages reports may be written in. */
    preferredLanguages: z
      .array(z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/, "uma etiqueta de idioma como pt-BR"))
      .min(1)
      .default(["pt-BR", "en"]),
    /** The disclosure policy's page. */
    policy: z.string().url().optional(),
  })
  .strict();

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

export default definePlugin({
  name: "security-txt",
  options,
  setup: (o) => ({
    siteBuilt({ config, emitFile }) {
      const lines = [
        ...o.contact.map((c) => `Contact: ${c}`),
        `Expires: ${new Date(o.expires).toISOString()}`,
        `Preferred-Languages: ${o.preferredLanguages.join(", ")}`,
        `Canonical: ${new URL(SECURITY_TXT_PATH, config.siteUrl).href}`,
        ...(o.policy ? [`Policy: ${o.policy}`] : []),
      ];
      emitFile(SECURITY_TXT_PATH, `${lines.join("\n")}\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
    },
  }),
});
