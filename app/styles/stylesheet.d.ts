// The Remix classic compiler turns a CSS import into the stylesheet's URL.
// (vite/client, listed in tsconfig types, declares "*.css" without a default export.)
declare module "*.css" {
  const href: string;
  export default href;
}
