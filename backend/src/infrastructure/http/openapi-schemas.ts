import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The request schemas in /api/docs come from the contracts DTOs' own validation rules, so the
 * documentation cannot drift from what the API accepts.
 */
export function addDtoSchemas(document: OpenAPIObject, bodies: Record<string, { path: string; method: 'post' | 'patch' | 'put'; dto: string }>): OpenAPIObject {
  const storage = getMetadataStorage();
  const schemas = validationMetadatasToSchemas({
    classValidatorMetadataStorage: storage,
    refPointerPrefix: '#/components/schemas/',
    additionalConverters: {
      // Our own rules: HasText is a minimum length of non-space text (see contracts' validators.ts).
      [ValidationTypes.CUSTOM_VALIDATION]: (meta) =>
        meta.constraintCls && storage.getTargetValidatorConstraints(meta.constraintCls)[0]?.name === 'hasText' ? { minLength: Number(meta.constraints?.[0] ?? 1) } : {},
    },
  });
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...(schemas as object) } };
  for (const { path, method, dto } of Object.values(bodies)) {
    const operation = document.paths[path]?.[method];
    if (operation) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${dto}` } } } };
    }
  }
  return document;
}
