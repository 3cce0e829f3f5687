// The GraphQL transport (the console's API): the type-graphql schema, its resolvers and the Apollo
// endpoint as a Fastify plugin. Resolvers only hand off to the services.
export { graphqlApi, type GraphQLApiOptions } from "./plugin.ts";
export { buildAppSchema } from "./build-schema.ts";
export { graphqlCodeOf, INTERNAL_ERROR_MESSAGE } from "./format-error.ts";
