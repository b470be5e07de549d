/**
 * The ad catalogue: category codes, common ad fields, every category
 * parameter and the XML real-estate feed, written once as typed data.
 * Documentation pages render it through the ad-catalogue plugin (plugins/ad-catalogue/); a payload
 * validator can import it in the browser (no DOM or Node dependency).
 */
export * from "./types";
export {
  CATEGORIES,
  CATEGORY_RULES,
  CHANNEL_NOTES,
  GROUPS,
  categoriesFor,
  categoriesOf,
  findCategory,
  getCategory,
  getGroup,
  supports,
} from "./categories";
export { AD_TYPES, COMMON_FIELDS, FILE_OPERATIONS, LEAD_AD_TYPES, LIMITS, OPERATIONS, PAYLOAD_RULES, VIDEO_URL_PATTERN, fieldsFor, getField } from "./common-fields";
export { describeParams, type DescribedParam } from "./describe";
export { catalogueCodes, isLabelled, labelCounts, type CatalogueCode, type LabelCount } from "./labels";
export {
  APPLE_MODEL_IDS,
  CELLPHONE_BRANDS,
  LOOKUPS,
  PARAMS_BY_CATEGORY,
  REGDATE_BANDS,
  allParamNames,
  channelDifferences,
  getParam,
  paramsFor,
} from "./params/index";
export {
  XML_APARTMENT_FLAGS,
  XML_COMMON_TAGS,
  XML_FILE_RULES,
  XML_PRECEDENCE_RULES,
  XML_ROOT_PATH,
  XML_SUBTYPES,
  XML_TAGS,
  findXmlSubtypeValue,
  getXmlSubtype,
  isXmlTagRequired,
  subtypeOfValue,
  xmlSpecificTags,
  xmlTagsFor,
} from "./xml-real-estate";
export { EXAMPLE_CATEGORIES, ILLUSTRATIVE_IDS_NOTE, exampleAd, exampleEnvelope, exampleJsonFile, exampleXmlFeed, prettyJson } from "./examples";
export { deprecatedValues, type DeprecatedEntry } from "./deprecations";
