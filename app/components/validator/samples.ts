/**
 * Sample payloads for the validator page's "exemplo" buttons, built from the
 * catalogue's valid examples with a few typical mistakes, so a reader sees
 * at once what a report looks like for each format.
 */
import { exampleEnvelope, exampleJsonFile, exampleXmlFeed, prettyJson } from "../../../domain/ad-catalogue/examples";

export type SampleKind = "api" | "json" | "xml";

type Ad = Record<string, any>;
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

export function sample(kind: SampleKind): string {
  if (kind === "api") {
    const envelope = clone(exampleEnvelope([2020, 1020, 2060])) as { ad_list: Ad[] };
    const [car, apartment] = envelope.ad_list;
    car.params.fuel = "4"; // deprecated: ERROR_FUEL_4_DEPRECATED
    car.params.vehicle_tag = "abc1d23"; // lowercase plate
    apartment.images = [apartment.images[0], apartment.images[0]]; // repeated image
    apartment.params.bathrooms = ""; // optional sent empty
    return prettyJson(envelope);
  }
  if (kind === "json") {
    const file = clone(exampleJsonFile([1040, 2040, 12180])) as Ad[];
    file[0].zipcode = "38400-000"; // CEP with a hyphen
    file[1].params.financial = ["2"]; // trucks in the file take one code
    file[2].id = file[0].id; // repeated id
    return prettyJson(file);
  }
  return exampleXmlFeed(["apartment", "house"])
    .replace(/<PrecoLocacao>/, "<PrecoVenda>890000</PrecoVenda>\n      <PrecoLocacao>") // ignored: PrecoVenda wins
    .replace(/<SubTipoImovel>Casa de Condomínio<\/SubTipoImovel>/, "<SubTipoImovel>Casa Geminada</SubTipoImovel>") // not among the accepted values
    .replace(/(<Observacao>[^<]*)/, "$1&lt;br&gt;"); // HTML in the description
}
