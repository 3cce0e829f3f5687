import {
  campaignFailureReason,
  type CampaignAudience,
  type CampaignParameter,
  type CampaignView,
} from "@aizapy/contracts";
import { definedOnly } from "../defined-only.ts";
import type {
  CampaignTemplateInput,
  CreateCampaignInput,
  RetargetCampaignInput,
} from "./campaigns.input.ts";

// GraphQL has no unions of inputs and no maps, so a campaign's parameters travel as objects with
// one field set, and its counts by code as lists; here they are turned into the services' shapes
// and back.

const parameterOf = (parameter: CampaignParameter) => ({
  field: "field" in parameter ? parameter.field : null,
  attribute: "attribute" in parameter ? parameter.attribute : null,
  text: "text" in parameter ? parameter.text : null,
});

const audienceOf = (audience: CampaignAudience | null) =>
  audience && {
    tags: audience.tags ?? [],
    segmentId: audience.segmentId ?? null,
    contactCount: audience.contactIds?.length ?? 0,
  };

/** A campaign as GraphQL answers it: failures with their reasons, most first. */
export const campaignOf = (view: CampaignView) => ({
  ...view,
  template: { ...view.template, parameters: view.template.parameters.map(parameterOf) },
  audience: audienceOf(view.audience as CampaignAudience | null),
  excluded: Object.entries(view.excluded).map(([code, count]) => ({ code, count })),
  failures: Object.entries(view.failures)
    .map(([code, count]) => ({ code, count, reason: campaignFailureReason(code) }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
});

/** A template as the services take it: each parameter with only the field that was given. */
const templateInput = ({ parameters, ...template }: CampaignTemplateInput) => ({
  ...template,
  ...(parameters ? { parameters: parameters.map((parameter) => definedOnly(parameter)) } : {}),
});

/** A draft as the services take it: the fields not given left out. */
export const createCampaignInput = ({ template, audience, ...rest }: CreateCampaignInput) => ({
  ...definedOnly(rest),
  template: templateInput(template),
  audience: definedOnly(audience),
});

export const retargetCampaignInput = ({ template, ...rest }: RetargetCampaignInput) => ({
  ...definedOnly(rest),
  ...(template ? { template: templateInput(template) } : {}),
});
