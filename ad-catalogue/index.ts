/**
 * The ad catalogue: category codes, common ad fields, every category
 * parameter and the XML real-estate feed, written once as typed data.
 * Documentation pages render it through plugins/ad-catalogue.ts; a payload
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
export { AD_TYPES, COMMON_FIELDS, FILE_OPERATIONS, LIMITS, OPERATIONS, PAYLOAD_RULES, fieldsFor, getField } from "./common-fields";
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
  getXmlSubtype,
  isXmlTagRequired,
  subtypeOfValue,
  xmlSpecificTags,
  xmlTagsFor,
} from "./xml-real-estate";
export { EXAMPLE_CATEGORIES, ILLUSTRATIVE_IDS_NOTE, exampleAd, exampleEnvelope, exampleJsonFile, exampleXmlFeed, prettyJson } from "./examples";
export {
  checkAd,
  checkEnvelope,
  checkJsonFile,
  checkParams,
  checkXmlFeed,
  checkXmlImovel,
  payloadBytes,
  VIDEO_URL_PATTERN,
  type CheckOptions,
  type Issue,
} from "./validate";
export { deprecatedValues, type DeprecatedEntry } from "./deprecations";
