/** A small content tree for the chrome's unit tests (reading order, sidebar). */
import type { NavNode } from "../../../core/nav";

export const nav: NavNode[] = [
  { title: "Início da API", path: "/a.html" },
  {
    title: "Chat",
    path: "/chat/",
    children: [
      { title: "Visão geral", path: "/chat/home.html" },
      { title: "Enviar", path: "/chat/send.html" },
      { title: "Sub", path: "/chat/sub/", children: [{ title: "Fundo", path: "/chat/sub/deep.html" }] },
    ],
  },
  { title: "FAQ", path: "/faq/", children: [{ title: "Perguntas", path: "/faq/home.html" }] },
];
