import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/**
 * The Storefront API schema as Shopify publishes it, from the introspection file
 * `@shopify/hydrogen-react` ships (2026-04; no package ships 2026-07 yet). Tests and the fake
 * Storefront server check every document against it, so a field Shopify renames or an enum
 * value it never had fails here instead of in a shop.
 */
let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}

/** The schema's complaints about a document, as messages; empty when it is valid. */
export function storefrontDocumentErrors(document: string): string[] {
  try {
    return validate(storefrontSchema(), parse(document)).map((e) => e.message);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}
