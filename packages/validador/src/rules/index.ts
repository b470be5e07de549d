/**
 * The rules, one module for every consumer: the validator (page and command
 * line), the catalogue's example checks and the documentation build. Each
 * returns findings of one type (RuleFinding) with their severity decided here.
 */
export { checkAd } from "./ad";
export { AdListChecker, checkEnvelope, checkEnvelopeFields, checkJsonFile, envelopeTypeFinding, fileTypeFinding, listKeyOf } from "./ad-list";
export { checkParams } from "./params";
export { type CheckOptions, isObject } from "./shared";
export { checkXmlFeed, checkXmlImovel, structureFinding, unknownTags, XmlFeedChecker } from "./xml";
export { subtypeOf } from "./xml-subtypes";
