import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@aizapy/contracts";

// Shape limits, checked before anything executes. The console's deepest query is 3 levels and
// uses no aliases; the limits leave room for tools while stopping abusive documents.

export const MAX_QUERY_DEPTH = 8;
export const MAX_ALIASES = 15;
export const MAX_QUERY_COST = 1000;
/** A list field's selections are counted this many times (a guess at a list's length). */
export const LIST_COST_FACTOR = 10;
/** Parser token limit: a huge document is refused before it is even fully parsed. */
export const MAX_TOKENS = 2000;

function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const isIntrospection = selection.name.value.startsWith("__");
      const below = isIntrospection
        ? 0
        : selectionDepth(selection.selectionSet, fragments, visiting);
      deepest = Math.max(deepest, (selection.selectionSet ? 1 : 0) + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report it
      visiting.add(name);
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/** Refuses operations nested deeper than `maxDepth` object levels. */
export function maxDepthRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(
              `The operation is nested ${depth} levels deep; at most ${maxDepth} are allowed.`,
              {
                nodes: [operation],
              },
            ),
          );
        }
      },
    };
  };
}

/** Refuses documents with more than `maxAliases` aliases (one request, many executions). */
export function maxAliasesRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases++;
      },
      Document: {
        leave(document) {
          if (aliases > maxAliases) {
            context.reportError(
              new GraphQLError(
                `The document uses ${aliases} aliases; at most ${maxAliases} are allowed.`,
                {
                  nodes: [document],
                },
              ),
            );
          }
        },
      },
    };
  };
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  return new Map(
    context
      .getDocument()
      .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
}

function selectionCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += 1;
      const fields =
        isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields() : {};
      const field = fields[selection.name.value];
      const childType = field ? getNamedType(field.type) : undefined;
      if (!field || !selection.selectionSet || !isCompositeType(childType)) continue;
      const childCost = selectionCost(
        schema,
        selection.selectionSet,
        childType,
        fragments,
        visiting,
      );
      cost += (isListType(getNullableType(field.type)) ? LIST_COST_FACTOR : 1) * childCost;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : parentType;
      if (isCompositeType(type))
        cost += selectionCost(schema, selection.selectionSet, type, fragments, visiting);
    } else {
      const fragment = fragments.get(selection.name.value);
      const type = fragment && schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !isCompositeType(type) || visiting.has(fragment.name.value)) continue;
      visiting.add(fragment.name.value);
      cost += selectionCost(schema, fragment.selectionSet, type, fragments, visiting);
      visiting.delete(fragment.name.value);
    }
  }
  return cost;
}

/**
 * Refuses operations whose estimated cost is above `maxCost`: one per field, with a list
 * field's selections counted LIST_COST_FACTOR times.
 */
export function maxCostRule(maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(operation) {
        const root = schema.getRootType(operation.operation);
        if (!root) return;
        const cost = selectionCost(schema, operation.selectionSet, root, fragments, new Set());
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`The operation costs ${cost}; at most ${maxCost} is allowed.`, {
              nodes: [operation],
            }),
          );
        }
      },
    };
  };
}

/** Subscriptions are not offered (no transport for them); say so as the client's error. */
export function noSubscriptionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === "subscription") {
        context.reportError(
          new GraphQLError("Subscriptions are not supported; use queries and mutations.", {
            nodes: [node],
          }),
        );
      }
    },
  };
}

/** String literals in a document follow the same rule as JSON input: storable text only. */
export function storableStringsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (!isStorableText(node.value)) {
        context.reportError(new GraphQLError(UNSTORABLE_TEXT_MESSAGE, { nodes: [node] }));
      }
    },
  };
}
