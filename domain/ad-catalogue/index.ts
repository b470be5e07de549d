/**
 * The ad catalogue: category codes, common ad fields, every category
 * parameter and the XML real-estate feed, written once as typed data.
 * Documentation pages render it through the ad-catalogue plugin (plugins/ad-catalogue/); a payload
 * validator can import it in the browser (no DOM or Node dependency).
 */
export * from "./types";
export {
  CATEGORIES,
  GROUPS,
  categoriesFor,
  categoriesOf,
  findCategory,
  getCategory,
  getGroup,
} from "./categories";
export { AD_TYPES, COMMON_FIELDS, LEAD_AD_TYPES, LIMITS, OPERATIONS, VIDEO_URL_PATTERN } from "./common-fields";
export { describeParams, type DescribedParam } from "./describe";
export { catalogueCodes, isLabelled, labelCounts, type CatalogueCode, type LabelCount } from "./labels";
export {
  APPLE_MODEL_IDS,
  CELLPHONE_BRANDS,
  LOOKUPS,
  PARAMS_BY_CATEGORY,
  REGDATE_BANDS,
  channelDifferences,
  getParam,
  paramsFor,
} from "./params/index";
export {
  XML_APARTMENT_FLAGS,
  XML_COMMON_TAGS,
  XML_PRECEDENCE_RULES,
  XML_SUBTYPES,
  XML_TAGS,
  findXmlSubtypeValue,
  getXmlSubtype,
  isXmlTagRequired,
  xmlSpecificTags,
  xmlTagsFor,
} from "./xml-real-estate";
export { EXAMPLE_CATEGORIES, exampleAd, exampleEnvelope, exampleJsonFile, exampleXmlFeed, prettyJson } from "./examples";
export { deprecatedValues, type DeprecatedEntry } from "./deprecations";
export {
  LEAD_CATEGORY_TAGS,
  LEAD_FIELDS,
  LEAD_FIELD_GROUPS,
  importPageOf,
  isLeadCategory,
  leadFieldOverview,
  leadFieldsOf,
  type LeadCategory,
  type LeadField,
  type LeadFieldGroup,
} from "./lead-fields";
