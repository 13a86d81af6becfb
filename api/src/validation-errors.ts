import { MSG_PROOF_OF_WORK } from './services/send-files';
import { readFileSync } from 'node:fs';
import {
  MSG_EMAIL,
  MSG_INVALID,
  MSG_NUMBER,
  MSG_REQUIRED,
  MSG_URL,
  contactSchema,
  eventRegistrationSchema,
  generalSampleSchema,
  inquirySchema,
  maxCharsMessage,
  maxItemsMessage,
  minCharsMessage,
  minItemsMessage,
  portionControlSampleSchema,
  type ApiError,
} from '@larder/domain';
import { parse } from 'yaml';

/**
 * The contract validator's refusals (express-openapi-validator over AJV) as the spec's field errors: one entry per
 * parameter, each a sentence a person understands. AJV says "must have required property 'email'", "must be
 * string" or "must match exactly one schema in oneOf" (with every branch's errors flattened, the same field twice);
 * this layer resolves a oneOf/anyOf to the branch the request meant, keeps that branch's field errors, and words
 * each with the message the browser's form shows for that field (the `@larder/domain` yup schemas) or a plain
 * sentence for the keyword. Keywords, JSON pointers and schema text never reach `msg`.
 */

/** One item of the validator's error (`ajvErrorsToValidatorError`): the path, AJV's message, `<keyword>.openapi.validation`. */
export interface ValidatorItem {
  path?: string;
  message?: string;
  errorCode?: string;
}

/** What of the request the wording needs. */
export interface RefusedRequest {
  method: string;
  /** The contract's path of the operation (`req.openapi.openApiRoute`), when the validator matched one. */
  route: string | undefined;
  valueAt(path: string | undefined): unknown;
}

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
};

interface Spec {
  paths?: Record<string, Record<string, { parameters?: Schema[]; requestBody?: Schema }>>;
  components?: Record<string, Record<string, Schema>>;
}

/** The part of a yup object schema used here: its fields, each validated alone on an absent value. */
interface FieldSchemas {
  fields: Record<string, { validateSync(value: unknown, options: { strict: true }): unknown }>;
}

/** The browser's schema of each form, by operation and (for a oneOf body) by the branch that applies. */
const FORM_SCHEMAS: Record<string, FieldSchemas | Record<string, FieldSchemas>> = {
  '/api/contactus': contactSchema as unknown as FieldSchemas,
  '/api/pizzaexpo': eventRegistrationSchema as unknown as FieldSchemas,
  '/api/faq/purchase-form': inquirySchema('commerce') as unknown as FieldSchemas,
  '/api/getsample': {
    GeneralSampleRequest: generalSampleSchema as unknown as FieldSchemas,
    PortionControlSampleRequest: portionControlSampleSchema as unknown as FieldSchemas,
  },
  '/api/getconsumersample': {
    GeneralSampleRequest: generalSampleSchema as unknown as FieldSchemas,
    PortionControlSampleRequest: portionControlSampleSchema as unknown as FieldSchemas,
  },
};

/** Required fields of endpoints without a browser form, answered as their service answers them when empty. */
const SERVICE_MESSAGES: Record<string, Record<string, string>> = {
  '/api/recipes/send-files': { captcha: MSG_PROOF_OF_WORK },
};

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Must be text',
  integer: 'Must be a whole number',
  number: MSG_NUMBER,
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be a JSON object with named fields',
  null: 'Must be empty (null)',
};

/** How a parameter of the refusal is named: the same rules as the 422 errors of the forms. */
export type ParamName = (path: string | undefined) => string;

interface Item {
  path: string;
  segments: string[];
  keyword: string;
  message: string;
}

const numberIn = (message: string): number | undefined => {
  const match = /(-?\d+(?:\.\d+)?)/.exec(message);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/** True when a text reads like schema internals rather than a sentence for a person. */
function looksLikeSchemaText(msg: string): boolean {
  return /must match|schema|oneOf|anyOf|allOf|should|must be (string|integer|number|boolean|array|object|null)\b|#\/|must (NOT )?have|must be equal|must be [<>]=?|must pass/.test(
    msg,
  );
}

export function createValidationErrors(specPath: string, paramName: ParamName) {
  const spec = parse(readFileSync(specPath, 'utf8')) as Spec;

  function resolve(schema: Schema | undefined): Schema | undefined {
    let current = schema;
    for (let hops = 0; current?.$ref !== undefined && hops < 10; hops += 1) {
      const [, group, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(current.$ref) ?? [];
      current = group && name ? spec.components?.[group]?.[name] : undefined;
    }
    return current;
  }

  function refName(schema: Schema | undefined): string | undefined {
    return schema?.$ref?.split('/').pop();
  }

  function operation(request: RefusedRequest) {
    if (request.route === undefined) return undefined;
    return spec.paths?.[request.route]?.[request.method.toLowerCase()];
  }

  /** The contract's schema at a validator path ('/body/products/0/id', '/query/limit'). */
  function schemaAt(request: RefusedRequest, segments: string[]): Schema | undefined {
    const op = operation(request);
    const [location, ...rest] = segments;
    if (op === undefined) return undefined;
    if (location === 'body') {
      const body = resolve(op.requestBody);
      const content = body?.content as Record<string, { schema?: Schema }> | undefined;
      let schema = resolve(content?.['application/json']?.schema);
      for (const part of rest) {
        if (schema === undefined) return undefined;
        schema = /^\d+$/.test(part) ? resolve(schema.items) : resolve(schema.properties?.[part]);
      }
      return schema;
    }
    const parameter = (op.parameters ?? [])
      .map((item) => resolve(item))
      .find((item) => item?.name === rest[0] || String(item?.name).toLowerCase() === rest[0]);
    const schema = resolve(parameter?.schema as Schema | undefined);
    return rest.length > 1 && schema?.type === 'array' ? resolve(schema.items) : schema;
  }

  /** How far a value is from a branch: unknown keys first, then missing required keys and mistyped properties. */
  function distance(branch: Schema, value: unknown): [number, number] {
    if (branch.type === 'object') {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return [0, 1000];
      const record = value as Record<string, unknown>;
      const properties = branch.properties ?? {};
      const unknown =
        branch.additionalProperties === false
          ? Object.keys(record).filter((key) => !(key in properties)).length
          : 0;
      const missing = (branch.required ?? []).filter((key) => record[key] === undefined).length;
      const mistyped = Object.entries(record).filter(([key, item]) => {
        const type = resolve(properties[key])?.type;
        if (type === undefined || item === undefined) return false;
        if (type === 'array') return !Array.isArray(item);
        if (type === 'integer') return !Number.isInteger(item);
        return typeof item !== type;
      }).length;
      return [unknown, missing + mistyped];
    }
    const type = branch.type;
    if (type === undefined) return [0, 0];
    return [0, (type === 'array' ? Array.isArray(value) : typeof value === type) ? 0 : 1];
  }

  /** Does an error of a flattened oneOf belong to this branch? (AJV's items keep no branch index.) */
  function belongs(branch: Schema, item: Item, depth: number): boolean {
    const child = item.segments[depth];
    if (child === undefined) return item.keyword === 'type' ? branch.type !== undefined : false;
    const known = child in (branch.properties ?? {}) || /^\d+$/.test(child);
    if (item.keyword === 'required' && item.segments.length === depth + 1)
      return (branch.required ?? []).includes(child);
    if (item.keyword === 'additionalProperties' && item.segments.length === depth + 1) return !known;
    return known;
  }

  /**
   * Replaces each oneOf/anyOf failure by the errors of the branch that applies (the nearest: fewest unknown keys,
   * then fewest missing or mistyped fields); returns the items left and the chosen branch names by location.
   */
  function resolveBranches(request: RefusedRequest, items: Item[]) {
    const branches = new Map<string, string>();
    let left = items;
    for (const choice of items.filter((item) => item.keyword === 'oneOf' || item.keyword === 'anyOf')) {
      const schema = schemaAt(request, choice.segments);
      const options = schema?.oneOf ?? schema?.anyOf ?? [];
      const value = request.valueAt(choice.path);
      const ranked = options
        .flatMap((option, index) => {
          const branch = resolve(option);
          return branch === undefined ? [] : [{ option, index, branch, score: distance(branch, value) }];
        })
        .sort((a, b) => a.score[0] - b.score[0] || a.score[1] - b.score[1] || a.index - b.index);
      const best = ranked[0];
      const depth = choice.segments.length;
      const under = (item: Item) =>
        item !== choice &&
        item.segments.length >= depth &&
        choice.segments.every((segment, index) => item.segments[index] === segment);
      left = left.filter((item) => item !== choice);
      if (best === undefined) continue;
      const name = refName(best.option);
      if (name !== undefined) branches.set(choice.path, name);
      const kept = left.filter((item) => !under(item) || belongs(best.branch, item, depth));
      // Valid against more than one branch (oneOf): nothing field-level to say, so say what is wrong in words.
      if (!kept.some(under)) {
        kept.push({ ...choice, keyword: 'ambiguous', message: '' });
      }
      left = kept;
    }
    return { items: left, branches };
  }

  /** The message the form in the browser shows for an empty field, when the operation is one of the forms. */
  function formRequiredMessage(
    request: RefusedRequest,
    branch: string | undefined,
    field: string,
  ): string | undefined {
    const own = request.route === undefined ? undefined : SERVICE_MESSAGES[request.route]?.[field];
    if (own !== undefined) return own;
    const entry = request.route === undefined ? undefined : FORM_SCHEMAS[request.route];
    if (entry === undefined) return undefined;
    const form =
      'fields' in entry ? (entry as FieldSchemas) : (entry as Record<string, FieldSchemas>)[branch ?? ''];
    const fieldSchema = form?.fields[field];
    if (fieldSchema === undefined) return undefined;
    try {
      fieldSchema.validateSync(undefined, { strict: true });
    } catch (error) {
      const message = (error as { message?: unknown }).message;
      if (typeof message === 'string' && !looksLikeSchemaText(message)) return message;
    }
    return undefined;
  }

  function sentence(request: RefusedRequest, item: Item, field: string, branch: string | undefined): string {
    const { keyword, message } = item;
    const n = numberIn(message);
    switch (keyword) {
      case 'required':
        return formRequiredMessage(request, branch, field) ?? MSG_REQUIRED;
      case 'type': {
        const type = /must be (\w+)/.exec(message)?.[1] ?? '';
        return TYPE_MESSAGES[type.split(',')[0] ?? ''] ?? MSG_INVALID;
      }
      case 'additionalProperties':
      case 'unevaluatedProperties':
        return item.segments[0] === 'body' ? `Unknown field '${field}'` : `Unknown parameter '${field}'`;
      case 'maxLength':
        return n === undefined ? MSG_INVALID : maxCharsMessage(n);
      case 'minLength':
        return n === undefined || n <= 1 ? MSG_REQUIRED : minCharsMessage(n);
      case 'maxItems':
        return n === undefined ? MSG_INVALID : maxItemsMessage(n);
      case 'minItems':
        return n === undefined ? MSG_INVALID : minItemsMessage(n);
      case 'minimum':
        return n === undefined ? MSG_INVALID : `Must be greater than or equal to ${n}`;
      case 'maximum':
        return n === undefined ? MSG_INVALID : `Must be less than or equal to ${n}`;
      case 'exclusiveMinimum':
        return n === undefined ? MSG_INVALID : `Must be greater than ${n}`;
      case 'exclusiveMaximum':
        return n === undefined ? MSG_INVALID : `Must be less than ${n}`;
      case 'uniqueItems':
        return 'Must not list the same item twice';
      case 'enum': {
        const allowed = schemaAt(request, item.segments)?.enum;
        return allowed !== undefined && allowed.length <= 12
          ? `Must be one of: ${allowed.map(String).join(', ')}`
          : MSG_INVALID;
      }
      case 'format': {
        if (/email/.test(message) || /email/i.test(field)) return MSG_EMAIL;
        if (/uri|url/.test(message)) return MSG_URL;
        if (/date/.test(message)) return 'Must be a date (YYYY-MM-DD)';
        return MSG_INVALID;
      }
      case 'pattern':
        return /email/i.test(field) ? MSG_EMAIL : MSG_INVALID;
      case 'ambiguous':
        return 'The fields sent fit more than one kind of request; send only the fields of one form';
      default:
        // The validator's own sentences ("Unknown query parameter 'x'", "Unsupported Content-Type") pass through.
        return message !== '' && !looksLikeSchemaText(message) ? message : MSG_INVALID;
    }
  }

  /** Where a missing or unknown property is reported first: AJV's own order (required, type, then the rest). */
  const RANK: Record<string, number> = { required: 0, additionalProperties: 1, type: 2 };

  /** The refusal's field errors: one per parameter, worded for a person, with the value sent (`value` when any). */
  return function validationErrors(request: RefusedRequest, raw: ValidatorItem[]): ApiError[] {
    const parsed: Item[] = raw.map((item) => {
      const path = item.path ?? '';
      return {
        path,
        segments: path.split(/[./]/).filter((part) => part !== ''),
        keyword: item.errorCode?.split('.')[0] ?? '',
        message: item.message ?? '',
      };
    });
    const { items, branches } = resolveBranches(request, parsed);
    const branchOf = (item: Item) => {
      for (let length = item.segments.length; length >= 0; length -= 1) {
        const key = length === 0 ? '' : `/${item.segments.slice(0, length).join('/')}`;
        const name = branches.get(key);
        if (name !== undefined) return name;
      }
      return undefined;
    };
    const ordered = [...items].sort((a, b) => (RANK[a.keyword] ?? 3) - (RANK[b.keyword] ?? 3));
    const byParam = new Map<string, ApiError>();
    for (const item of ordered) {
      const param = paramName(item.path);
      if (byParam.has(param)) continue;
      const field = item.segments[item.segments.length - 1] ?? param;
      const entry: ApiError = { param, msg: sentence(request, item, field, branchOf(item)) };
      const value = request.valueAt(item.path);
      if (value !== undefined) entry.value = value;
      byParam.set(param, entry);
    }
    // Keep the order the fields were reported in.
    return items
      .map((item) => paramName(item.path))
      .filter((param, index, all) => all.indexOf(param) === index)
      .map((param) => byParam.get(param) as ApiError);
  };
}
