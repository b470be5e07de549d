/**
 * The one lunr instance of the portal, with the Portuguese stemmer and stop
 * words of `lunr-languages`. Imported by the build (Node) and lazily by the
 * search box (browser), so both run the same code.
 */
import lunr from "lunr";
import stemmerSupport from "lunr-languages/lunr.stemmer.support";
import portuguese from "lunr-languages/lunr.pt";

/** The parts of `lunr.pt` the portal uses (lunr-languages' own typings do not reach the lunr module). */
interface PortugueseSupport {
  stemmer(token: lunr.Token): lunr.Token;
  stopWordFilter(token: lunr.Token): lunr.Token | undefined;
}

// The plugins attach themselves to the lunr object; calling them twice is harmless but wasteful.
const withPortuguese = lunr as typeof lunr & { pt?: PortugueseSupport };
if (!withPortuguese.pt) {
  stemmerSupport(lunr);
  portuguese(lunr);
}

export const pt = withPortuguese.pt!;
export { lunr };
