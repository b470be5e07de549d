/**
 * The site footer, on every page: where partners get support (the portal has
 * no accounts; support is the service chat, and the lead support page says
 * what to send), the dated changes and their feed, the validator, and, when
 * the site configures edit links, the repository they point into. Rendered once to HTML on the server
 * (render.server.tsx) and sent with the root data, like the sidebar.
 */
import { EXTERNAL_LINK_NOTE } from "../../../core/markdown/rehype-external-links";

/** The repository of an edit link ("https://github.com/o/r/edit/main/content/" → "https://github.com/o/r"); GitHub and GitLab forms. */
export const repositoryUrl = (editLinkBase: string) => editLinkBase.replace(/\/(-\/)?(edit|blob|tree)\/.*$/, "");

interface FooterLink {
  href: string;
  text: string;
}

/** Site paths the footer links to (an e2e test follows each one). */
export const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Suporte",
    links: [
      { href: "/lead/support.html#como-pedir-ajuda", text: "Como pedir ajuda" },
      { href: "/faq/home.html", text: "Perguntas frequentes" },
    ],
  },
  {
    title: "Novidades",
    links: [
      { href: "/novidades.html", text: "Mudanças do programa" },
      { href: "/novidades.xml", text: "Feed Atom" },
    ],
  },
  {
    title: "Ferramentas",
    links: [
      { href: "/ferramentas/validador.html", text: "Validador de anúncios" },
      { href: "/anuncio/api/openapi.html", text: "Especificação OpenAPI" },
    ],
  },
];

export function Footer({ editLinkBase }: { editLinkBase: string }) {
  // The repository is named only where the site's configuration names one (editLinkBase).
  const groups = editLinkBase
    ? [...FOOTER_GROUPS, { title: "Este portal", links: [{ href: repositoryUrl(editLinkBase), text: "Código-fonte" }] }]
    : FOOTER_GROUPS;
  return (
    <footer className="site-footer">
      <nav aria-label="Rodapé" className="site-footer-groups">
        {groups.map((group) => (
          <div key={group.title} className="site-footer-group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) =>
                link.href.startsWith("/") ? (
                  <li key={link.href}>
                    <a href={link.href}>{link.text}</a>
                  </li>
                ) : (
                  <li key={link.href}>
                    <a href={link.href} className="external-link" target="_blank" rel="noopener noreferrer">
                      {link.text}
                      <span className="sr-only">{EXTERNAL_LINK_NOTE}</span>
                    </a>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </nav>
      <p className="site-footer-note">Parceiros e anunciantes são atendidos pelo chat de atendimento exibido nas páginas do portal, quando disponível.</p>
    </footer>
  );
}
