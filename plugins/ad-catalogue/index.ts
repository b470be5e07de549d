/**
 * The ad-catalogue plugin: renders the ad catalogue (ad-catalogue/) into
 * pages at build time through leaf directives, so a code or a label is
 * written once and pages cannot drift. The directives, one file per family
 * in directives/, are listed in plugins/ad-catalogue/README.md.
 */
import { definePlugin } from "../../core/plugin";
import remarkAdCatalogue from "./remark";

export { AD_CATALOGUE_DIRECTIVES, default as remarkAdCatalogue } from "./remark";

export default definePlugin({ name: "ad-catalogue", setup: () => ({ remarkPlugins: [remarkAdCatalogue] }) });
