import { scimSchemas } from "@fleetward/contracts/workspace-scim";

/* The discovery endpoints of RFC 7644 §4: what this service supports, described to clients. */

const discovery = {
  config: "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig",
  resourceType: "urn:ietf:params:scim:schemas:core:2.0:ResourceType",
  schema: "urn:ietf:params:scim:schemas:core:2.0:Schema",
};

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [discovery.config],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "The workspace's SCIM token, created by an admin in the workspace settings",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: [discovery.resourceType],
      id: "User",
      name: "User",
      endpoint: "/Users",
      description: "A person of the workspace's register",
      schema: scimSchemas.user,
      schemaExtensions: [{ schema: scimSchemas.enterpriseUser, required: false }],
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [discovery.resourceType],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      description: "A group; mapped groups make their members workspace members",
      schema: scimSchemas.group,
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

type Attribute = {
  name: string;
  type?: string;
  multiValued?: boolean;
  subAttributes?: Attribute[];
};

const attribute = ({
  name,
  type = "string",
  multiValued = false,
  subAttributes,
}: Attribute): Record<string, unknown> => ({
  name,
  type: subAttributes ? "complex" : type,
  multiValued,
  required: name === "userName" || name === "displayName",
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: name === "userName" ? "server" : "none",
  ...(subAttributes ? { subAttributes: subAttributes.map(attribute) } : {}),
});

const schemaList: { id: string; name: string; attributes: Attribute[] }[] = [
  {
    id: scimSchemas.user,
    name: "User",
    attributes: [
      { name: "userName" },
      { name: "externalId" },
      { name: "displayName" },
      { name: "active", type: "boolean" },
      {
        name: "name",
        subAttributes: [{ name: "givenName" }, { name: "familyName" }, { name: "formatted" }],
      },
      {
        name: "emails",
        multiValued: true,
        subAttributes: [{ name: "value" }, { name: "type" }, { name: "primary", type: "boolean" }],
      },
    ],
  },
  {
    id: scimSchemas.enterpriseUser,
    name: "EnterpriseUser",
    attributes: [
      { name: "employeeNumber" },
      { name: "department" },
      { name: "manager", subAttributes: [{ name: "value" }] },
    ],
  },
  {
    id: scimSchemas.group,
    name: "Group",
    attributes: [
      { name: "displayName" },
      { name: "externalId" },
      {
        name: "members",
        multiValued: true,
        subAttributes: [{ name: "value" }, { name: "display" }],
      },
    ],
  },
];

export function schemas(baseUrl: string) {
  return schemaList.map((schema) => ({
    schemas: [discovery.schema],
    id: schema.id,
    name: schema.name,
    attributes: schema.attributes.map(attribute),
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${schema.id}` },
  }));
}
